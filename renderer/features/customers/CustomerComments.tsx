import { Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useCan } from '../../app/useCan.js';
import { CommentThread } from '../../components/detail/CommentThread.js';
import { useCreateCustomerCommentMutation, useGetCustomerCommentsQuery } from './customersApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
});

/** Comments tab: who wrote what and when, and (with `customer.update`) an "Add comment" box. */
export function CustomerComments({ customerId }: { customerId: string }) {
  const styles = useStyles();
  const canComment = useCan('customer.update');
  const comments = useGetCustomerCommentsQuery(customerId);
  const [createComment, creating] = useCreateCustomerCommentMutation();
  return (
    <section className={styles.root}>
      <Subtitle1 as="h2">Comments</Subtitle1>
      <CommentThread
        comments={comments}
        canAdd={canComment}
        add={(comment) => createComment({ id: customerId, body: { comment } })}
        adding={creating.isLoading}
      />
    </section>
  );
}
