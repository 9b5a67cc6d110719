import { Button, Caption1, Field, makeStyles, tokens } from '@fluentui/react-components';
import { ImageRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import type { EndpointKey } from '../../../shared/contract/index.js';
import { useHost } from '../../app/useHost.js';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** One image a form offers: its label, and the upload call that takes it once the record has an id. */
export interface ImageSlot {
  key: string;
  label: string;
  required: boolean;
  endpoint: EndpointKey;
  params: (recordId: string) => Record<string, string>;
}

/** Why a picked file cannot be an image of a record, before it is sent (the server checks its bytes again). */
export function imageRefusal(file: PickedFile, maxBytes: number): string | undefined {
  // WebP is no document kind, so its `kind` is null: its name tells it.
  const image = file.kind === 'png' || file.kind === 'jpeg' || /\.webp$/i.test(file.name);
  if (!image) return `"${file.name}" is not a PNG, JPG or WebP image.`;
  if (file.size > maxBytes) return `"${file.name}" is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`;
  return undefined;
}

/**
 * The images chosen on a form (host file dialog), uploaded once the record is saved, since the
 * upload needs its id. `uploadTo` answers the refusals, one line per image.
 */
export function useImagePicks(slots: readonly ImageSlot[], maxBytes: number) {
  const host = useHost();
  const [picks, setPicks] = useState<Partial<Record<string, PickedFile>>>({});
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const choose = useCallback(async (key: string) => {
    const result = await host.files.pick('images');
    if (!result.ok) return setErrors((e) => ({ ...e, [key]: result.error.message }));
    const file = result.data[0];
    if (!file) return;
    const refusal = imageRefusal(file, maxBytes);
    setErrors((e) => ({ ...e, [key]: refusal }));
    setPicks((p) => ({ ...p, [key]: refusal ? undefined : file }));
  }, [host, maxBytes]);

  const uploadTo = useCallback(async (recordId: string): Promise<string[]> => {
    const refusals: string[] = [];
    for (const slot of slots) {
      const file = picks[slot.key];
      if (!file) continue;
      const result = await host.files.upload({ fileId: file.id, endpoint: slot.endpoint, params: slot.params(recordId) });
      if (!result.ok) refusals.push(`${slot.label}: ${result.error.message}`);
    }
    return refusals;
  }, [host, picks, slots]);

  /** Marks each required image that has neither a pick nor a stored one; false when any is missing. */
  const checkRequired = useCallback((stored: Partial<Record<string, string | null>> = {}): boolean => {
    const missing = slots.filter((slot) => slot.required && !picks[slot.key] && !stored[slot.key]);
    setErrors((e) => ({ ...e, ...Object.fromEntries(missing.map((slot) => [slot.key, `Please select the ${slot.label.toLowerCase()}`])) }));
    return missing.length === 0;
  }, [picks, slots]);

  /** Shows a refusal of the form's own under an image (a rule only that form has). */
  const refuse = useCallback((key: string, message: string) => setErrors((e) => ({ ...e, [key]: message })), []);

  return { slots, picks, errors, choose, uploadTo, checkRequired, refuse, any: Object.values(picks).some(Boolean) };
}

export type ImagePicks = ReturnType<typeof useImagePicks>;

/** The image inputs of a form: a button opening the file dialog, and what is chosen or stored. */
export function ImageInputs({ images, stored = {}, maxBytes }: { images: ImagePicks; stored?: Partial<Record<string, string | null>>; maxBytes: number }) {
  const styles = useStyles();
  return (
    <>
      {images.slots.map((slot) => {
        const picked = images.picks[slot.key];
        const state = picked ? `${picked.name} (uploaded on save)` : stored[slot.key] ? 'Uploaded' : 'None';
        const error = images.errors[slot.key];
        return (
          <Field
            key={slot.key}
            label={slot.label}
            required={slot.required}
            hint={`PNG, JPG or WebP, at most ${Math.round(maxBytes / (1024 * 1024))} MB`}
            validationMessage={error}
            validationState={error ? 'error' : 'none'}
          >
            <div className={styles.row}>
              <Button icon={<ImageRegular />} onClick={() => void images.choose(slot.key)}>{`Choose ${slot.label.toLowerCase()}…`}</Button>
              <Caption1>{state}</Caption1>
            </div>
          </Field>
        );
      })}
    </>
  );
}
