import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';
import { AppLink } from '../../../components/AppLink.js';
import { motorPath } from '../labels.js';

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '28px',
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':focus-visible': { outlineStyle: 'solid', outlineWidth: tokens.strokeWidthThick, outlineColor: tokens.colorStrokeFocus2 },
  },
  current: { backgroundColor: tokens.colorBrandBackground2, fontWeight: tokens.fontWeightSemibold },
});

export const MOTOR_SECTIONS = [
  { sub: '', label: 'Plans and pricing' },
  { sub: 'excess', label: 'Excess' },
  { sub: 'conditions', label: 'Conditions' },
  { sub: 'coverage-benefits', label: 'Coverage & Benefits' },
  { sub: 'matrix', label: 'Matrix' },
] as const;

export type MotorSection = (typeof MOTOR_SECTIONS)[number]['sub'];

/** The chips between a company's motor sub-pages (FIELDS.md: Excess, Conditions, Coverage & Benefits, Matrix). */
export function MotorNav({ companyId, current }: { companyId: string; current?: MotorSection }) {
  const styles = useStyles();
  return (
    <nav aria-label="Motor insurance sections" className={styles.root}>
      <AppLink to={`/companies/${encodeURIComponent(companyId)}`}>Company</AppLink>
      {MOTOR_SECTIONS.map((section) => {
        const isCurrent = section.sub === current;
        return (
          <RouterLink
            key={section.sub || 'plans'}
            to={motorPath(companyId, section.sub)}
            aria-current={isCurrent ? 'page' : undefined}
            className={mergeClasses(styles.chip, isCurrent && styles.current)}
          >
            {section.label}
          </RouterLink>
        );
      })}
    </nav>
  );
}
