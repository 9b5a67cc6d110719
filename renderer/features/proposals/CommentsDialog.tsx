import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger } from '@fluentui/react-components';
import { CommentRegular } from '@fluentui/react-icons';
import { useCan } from '../../app/useCan.js';
import { CommentThread } from '../../components/detail/CommentThread.js';
import type { Permission } from '../../../shared/access/modules.js';
import type { useCreateProposalCommentMutation, useGetProposalCommentsQuery } from './proposalsApi.js';

/** A line's comment calls and who may comment (motor's, health's…): same bodies and answers. */
export interface CommentsApi {
  useComments: typeof useGetProposalCommentsQuery;
  useCreate: typeof useCreateProposalCommentMutation;
  permission: Permission;
}

function ProposalComments({ proposalId, api }: { proposalId: string; api: CommentsApi }) {
  const canComment = useCan(api.permission);
  const comments = api.useComments(proposalId);
  const [create, creating] = api.useCreate();
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
export function CommentsDialog({ proposalId, api }: { proposalId: string; api: CommentsApi }) {
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<CommentRegular />}>Comments</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Comments</DialogTitle>
          <DialogContent>
            <ProposalComments proposalId={proposalId} api={api} />
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
