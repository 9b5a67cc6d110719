import { makeStyles, tokens } from '@fluentui/react-components';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const useStyles = makeStyles({
  text: { overflowWrap: 'anywhere', '& p': { marginBlock: tokens.spacingVerticalXS }, '& a': { color: tokens.colorBrandForegroundLink } },
});

/**
 * Stored formatted text, shown as formatted. The server cleaned it when it was saved; it is
 * cleaned again here, so a record written any other way cannot run code in the app.
 */
export function RichText({ html }: { html: string | null }) {
  const styles = useStyles();
  const clean = useMemo(() => DOMPurify.sanitize(html ?? '', { FORBID_TAGS: ['style', 'img', 'iframe', 'form'], FORBID_ATTR: ['style'] }), [html]);
  if (!clean) return <>-</>;
  // Cleaned by DOMPurify just above.
  return <div className={styles.text} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
