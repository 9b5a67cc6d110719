import { Link, Tag, TagGroup } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import type { FieldDef } from '../../shared/kit/fields.js';

/**
 * A repeated group on the record page: one chip per entry, named by its first item field; an
 * entry whose other item is a web address links to it, opened outside the app.
 */
export function GroupChips({ field, entries }: { field: FieldDef; entries: ReadonlyArray<Record<string, string>> }) {
  const [nameKey, ...others] = Object.keys(field.item ?? {});
  if (entries.length === 0) return <span>-</span>;
  return (
    <TagGroup aria-label={field.label}>
      {entries.map((entry, index) => {
        const url = others.map((key) => entry[key]).find((value) => typeof value === 'string' && value.startsWith('https://'));
        const name = entry[nameKey ?? ''] ?? '';
        return (
          <Tag key={index} shape="circular" icon={url ? <OpenRegular /> : undefined}>
            {url ? <Link href={url} target="_blank" rel="noopener noreferrer" aria-label={`${name} on the map`}>{name}</Link> : name}
          </Tag>
        );
      })}
    </TagGroup>
  );
}
