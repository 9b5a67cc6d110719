import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger } from '@fluentui/react-components';
import { CommentRegular } from '@fluentui/react-icons';
import { useCan } from '../../app/useCan.js';
import { CommentThread } from '../../components/detail/CommentThread.js';
import { useCreateProposalCommentMutation, useGetProposalCommentsQuery } from './proposalsApi.js';

function ProposalComments({ proposalId }: { proposalId: string }) {
  const canComment = useCan('proposal.update');
  const comments = useGetProposalCommentsQuery(proposalId);
  const [create, creating] = useCreateProposalCommentMutation();
  return (
    <CommentThread
      comments={comments}
      canAdd={canComment}
      add={(comment) => create({ proposalId, comment })}
      adding={creating.isLoading}
      addLabel="Add a Comment"
      note="Comments are seen by every agent working on this proposal."
    />
  );
}

/** The header's "Comments" button: a dialog with the comments (who, when, what) and "Add a Comment". */
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
            <ProposalComments proposalId={proposalId} />
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
