import {
  Body1, Button, Caption1, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger, Field, Spinner,
  Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Textarea, makeStyles, tokens,
} from '@fluentui/react-components';
import { CommentRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ProposalCommentCreateSchema } from '../../../shared/contract/proposals/proposals.schema.js';
import { formatDate } from '../../../shared/domain/format.js';
import type { HostCallError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { LoadError } from '../../components/LoadError.js';
import { show } from '../../components/display.js';
import { useCreateProposalCommentMutation, useGetProposalCommentsQuery } from './proposalsApi.js';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: { whiteSpace: 'pre-wrap' },
});

function CommentsBody({ proposalId }: { proposalId: string }) {
  const styles = useStyles();
  const notify = useNotify();
  const canComment = useCan('proposal.update');
  const result = useGetProposalCommentsQuery(proposalId);
  const [create, creating] = useCreateProposalCommentMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const add = async () => {
    if (creating.isLoading) return;
    const parsed = ProposalCommentCreateSchema.safeParse({ proposalId, comment: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Comment is required');
    setError(undefined);
    const outcome = await create(parsed.data);
    if ('error' in outcome) return setError((outcome.error as HostCallError).message);
    setText('');
    notify.success('Comment added');
  };

  return (
    <div className={styles.content}>
      {result.isError ? <LoadError error={result.error} onRetry={result.refetch} /> : null}
      {result.isLoading ? <Spinner size="small" label="Loading…" /> : null}
      {result.data?.length === 0 ? <Body1>No comments yet.</Body1> : null}
      {result.data && result.data.length > 0 ? (
        <Table size="small" aria-label="Comments">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>By</TableHeaderCell>
              <TableHeaderCell>Date</TableHeaderCell>
              <TableHeaderCell>Comment</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {result.data.map((comment) => (
              <TableRow key={comment._id}>
                <TableCell>{show(comment.author.fullName)}</TableCell>
                <TableCell>{formatDate(comment.createdAt)}</TableCell>
                <TableCell className={styles.text} dir="auto">
                  {comment.comment}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {canComment ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <Field label="Add a Comment" required validationMessage={error}>
            <Textarea value={text} resize="vertical" dir="auto" onChange={(_, data) => setText(data.value)} />
          </Field>
          <Caption1>Comments are seen by every agent working on this proposal.</Caption1>
          <div>
            <Button type="submit" appearance="primary" icon={creating.isLoading ? <Spinner size="tiny" /> : undefined}>
              Add comment
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

/** The header's "Comments" button: a dialog with the comments (By, Date, Comment) and "Add a Comment". */
export function CommentsDialog({ proposalId }: { proposalId: string }) {
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<CommentRegular />}>Comments</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Comments</DialogTitle>
          <DialogContent>
            <CommentsBody proposalId={proposalId} />
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>Close</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
