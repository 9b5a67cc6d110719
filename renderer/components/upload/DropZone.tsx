import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';

const useStyles = makeStyles({
  zone: {
    display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS, padding: tokens.spacingVerticalL,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`, borderRadius: tokens.borderRadiusLarge, textAlign: 'center',
  },
  active: { ...shorthands.borderColor(tokens.colorCompoundBrandStroke), backgroundColor: tokens.colorBrandBackground2 },
});

/**
 * The dashed area files are dropped on (highlighted while dragging over it), with the upload icon
 * above its children (what it accepts, a "Browse…" button).
 *
 * @example <DropZone testId="sheet-drop-zone" onFiles={(files) => void take(files)}><Button>Browse…</Button></DropZone>
 */
export function DropZone({ testId, onFiles, children }: { testId?: string; onFiles: (files: File[]) => void; children: ReactNode }) {
  const styles = useStyles();
  const [dragging, setDragging] = useState(false);
  return (
    <div
      className={mergeClasses(styles.zone, dragging && styles.active)}
      data-testid={testId}
      onDragEnter={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      <ArrowUploadRegular fontSize={28} aria-hidden />
      {children}
    </div>
  );
}
