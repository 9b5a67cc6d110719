import {
  Checkbox,
  Field,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
  type CheckboxProps,
} from '@fluentui/react-components';
import { ACTIONS, MODULE_KEYS, type ModuleKey } from '../../../shared/access/modules.js';
import { PERMISSION_COLUMNS, PERMISSION_ROWS, allPermissions, type PermissionGridValue } from './permissionModules.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  scroller: { overflowX: 'auto' },
  table: { minWidth: '560px' },
  check: { width: '96px', textAlign: 'center' },
});

type CheckState = CheckboxProps['checked'];

function stateOf(values: boolean[]): CheckState {
  if (values.every(Boolean)) return true;
  return values.some(Boolean) ? 'mixed' : false;
}

export interface PermissionGridProps {
  value: PermissionGridValue;
  onChange: (value: PermissionGridValue) => void;
  error?: string;
}

/**
 * The module-access grid of a staff account (FIELDS.md): one row per module key with View /
 * Insert / Update / Delete, a "Select all" for each row and one for the whole grid.
 */
export function PermissionGrid({ value, onChange, error }: PermissionGridProps) {
  const styles = useStyles();
  const everything = MODULE_KEYS.flatMap((key) => ACTIONS.map((action) => value[key][action]));
  const setRow = (key: ModuleKey, on: boolean) => onChange({ ...value, [key]: { read: on, create: on, update: on, delete: on } });

  return (
    <section className={styles.section} aria-labelledby="permissions-heading">
      <Subtitle1 as="h2" id="permissions-heading">
        Permissions
      </Subtitle1>
      <Field validationMessage={error}>
        <Checkbox
          label="Select all"
          checked={stateOf(everything)}
          onChange={(_, data) => onChange(allPermissions(data.checked === true))}
        />
      </Field>
      <div className={styles.scroller}>
        <Table size="small" className={styles.table} aria-labelledby="permissions-heading">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Module</TableHeaderCell>
              {PERMISSION_COLUMNS.map(({ label }) => (
                <TableHeaderCell key={label} className={styles.check}>
                  {label}
                </TableHeaderCell>
              ))}
              <TableHeaderCell className={styles.check}>Select all</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {PERMISSION_ROWS.map(({ key, label }) => {
              const flags = value[key];
              return (
                <TableRow key={key}>
                  <TableCell>{label}</TableCell>
                  {PERMISSION_COLUMNS.map((column) => (
                    <TableCell key={column.action} className={styles.check}>
                      <Checkbox
                        aria-label={`${label} ${column.label}`}
                        checked={flags[column.action]}
                        onChange={(_, data) =>
                          onChange({ ...value, [key]: { ...flags, [column.action]: data.checked === true } })
                        }
                      />
                    </TableCell>
                  ))}
                  <TableCell className={styles.check}>
                    <Checkbox
                      aria-label={`${label} Select all`}
                      checked={stateOf(ACTIONS.map((action) => flags[action]))}
                      onChange={(_, data) => setRow(key, data.checked === true)}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
