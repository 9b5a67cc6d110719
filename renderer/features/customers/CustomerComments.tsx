import { Body1, Button, Caption1, Field, Spinner, Subtitle1, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { CommentCreateSchema } from '../../../shared/contract/customers/customers.schema.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import { useCan } from '../../app/useCan.js';
import { useNotify } from '../../app/notify.js';
import { show } from '../../components/display.js';
import { errorText } from '../../components/errorText.js';
import { useDelayedFlag } from '../../components/useDelayedFlag.js';
import { useCreateCustomerCommentMutation, useGetCustomerCommentsQuery } from './customersApi.js';
import { LoadError } from '../../components/LoadError.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { padding: tokens.spacingVerticalS, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  who: { color: tokens.colorNeutralForeground3 },
  text: { whiteSpace: 'pre-wrap', margin: 0 },
});

/** Comments tab: who wrote what and when, and (with `customer.update`) an "Add comment" box. */
export function CustomerComments({ customerId }: { customerId: string }) {
  const styles = useStyles();
  const canComment = useCan('customer.update');
  const notify = useNotify();
  const result = useGetCustomerCommentsQuery(customerId);
  const [createComment, { isLoading: saving }] = useCreateCustomerCommentMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const waiting = useDelayedFlag(result.isLoading);

  const add = async () => {
    if (saving) return;
    const parsed = CommentCreateSchema.safeParse({ comment: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Comment is required');
      return;
    }
    setError(undefined);
    const outcome = await createComment({ id: customerId, body: parsed.data });
    if ('error' in outcome) {
      setError(errorText(outcome.error));
      return;
    }
    setText('');
    notify.success('Comment added');
  };

  return (
    <section className={styles.root}>
      <Subtitle1 as="h2">Comments</Subtitle1>
      {result.isError ? <LoadError error={result.error} onRetry={result.refetch} /> : null}
      {waiting ? <Spinner size="small" label="Loading…" /> : null}
      {result.data?.length === 0 ? <Body1>No comments yet.</Body1> : null}
      {result.data && result.data.length > 0 ? (
        <ul className={styles.list}>
          {result.data.map((comment) => (
            <li key={comment._id} className={styles.item}>
              <Caption1 className={styles.who}>
                {show(comment.author?.fullName)} · {formatDateTime(comment.createdAt)}
              </Caption1>
              <p className={styles.text} dir="auto">
                {comment.comment}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {canComment ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <Field label="Add comment" required validationMessage={error}>
            <Textarea value={text} onChange={(_, data) => setText(data.value)} resize="vertical" dir="auto" />
          </Field>
          <Button
            type="submit"
            appearance="primary"
            icon={saving ? <Spinner size="tiny" /> : undefined}
            style={{ marginTop: tokens.spacingVerticalS }}
          >
            Add comment
          </Button>
        </form>
      ) : null}
    </section>
  );
}
