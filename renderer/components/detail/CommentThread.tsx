import { Body1, Button, Caption1, Field, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { CommentCreateSchema, type Comment } from '../../../shared/contract/common.schema.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import { useNotify } from '../../app/notify.js';
import { LoadError } from '../LoadError.js';
import { show } from '../display.js';
import { errorText } from '../errorText.js';
import { useDelayedFlag } from '../useDelayedFlag.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { padding: tokens.spacingVerticalS, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  who: { color: tokens.colorNeutralForeground3 },
  text: { whiteSpace: 'pre-wrap', margin: 0 },
  form: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  field: { alignSelf: 'stretch' },
});

export interface CommentThreadProps {
  /** The record's comments query. */
  comments: { data?: readonly Comment[] | undefined; isError: boolean; isLoading: boolean; error?: unknown; refetch: () => unknown };
  /** Shows the add box (the caller checks the update permission). */
  canAdd: boolean;
  /** Adds a checked, non-blank comment; the mutation's outcome. */
  add: (comment: string) => Promise<{ data: unknown } | { error: unknown }>;
  adding: boolean;
  addLabel?: string;
  /** Read under the box: who will see the comment. */
  note?: string;
}

/**
 * A record's comments (who · when, then the text) and, for editors, the box that adds one;
 * the comment is checked by the contract's rule first and the box empties once saved.
 *
 * @example <CommentThread comments={useGetCustomerCommentsQuery(id)} canAdd={canEdit} add={(comment) => create({ id, body: { comment } })} adding={creating.isLoading} />
 */
export function CommentThread({ comments, canAdd, add, adding, addLabel = 'Add comment', note }: CommentThreadProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const waiting = useDelayedFlag(comments.isLoading);

  const submit = async () => {
    if (adding) return;
    const parsed = CommentCreateSchema.safeParse({ comment: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Comment is required');
    setError(undefined);
    const outcome = await add(parsed.data.comment);
    if ('error' in outcome) return setError(errorText(outcome.error));
    setText('');
    notify.success('Comment added');
  };

  return (
    <div className={styles.root}>
      {comments.isError ? <LoadError error={comments.error} onRetry={comments.refetch} /> : null}
      {waiting ? <Spinner size="small" label="Loading…" /> : null}
      {comments.data?.length === 0 ? <Body1>No comments yet.</Body1> : null}
      {comments.data && comments.data.length > 0 ? (
        <ul className={styles.list} aria-label="Comments">
          {comments.data.map((comment) => (
            <li key={comment._id} className={styles.item}>
              <Caption1 className={styles.who}>
                {show(comment.author.fullName)} · {formatDateTime(comment.createdAt)}
              </Caption1>
              <p className={styles.text} dir="auto">
                {comment.comment}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {canAdd ? (
        <form
          noValidate
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Field className={styles.field} label={addLabel} required validationMessage={error}>
            <Textarea value={text} onChange={(_, data) => setText(data.value)} resize="vertical" dir="auto" />
          </Field>
          {note ? <Caption1>{note}</Caption1> : null}
          <Button type="submit" appearance="primary" icon={adding ? <Spinner size="tiny" /> : undefined}>
            Add comment
          </Button>
        </form>
      ) : null}
    </div>
  );
}
