import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useNavigate } from 'react-router-dom';

/** A step of a record's path (Company › TPA › Network): a page to go back to, or the current one (no `to`). */
export interface Crumb {
  label: string;
  to?: string;
}

/** The path above a child resource's screens (`ResourceUi.breadcrumbs`), each step a link but the last. */
export function ResourceBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const navigate = useNavigate();
  return (
    <Breadcrumb aria-label="Path">
      {crumbs.map((crumb, index) => (
        <Fragment key={`${index}-${crumb.label}`}>
          {index > 0 ? <BreadcrumbDivider /> : null}
          <BreadcrumbItem>
            {crumb.to
              ? <BreadcrumbButton onClick={() => void navigate(crumb.to!)}>{crumb.label}</BreadcrumbButton>
              : <BreadcrumbButton current>{crumb.label}</BreadcrumbButton>}
          </BreadcrumbItem>
        </Fragment>
      ))}
    </Breadcrumb>
  );
}
