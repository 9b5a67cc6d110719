import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { errorText } from './errorText.js';

/**
 * A failed load, inline where the data would be: the server's message and Retry (UX.md §0).
 *
 * @example {result.isError ? <LoadError error={result.error} onRetry={result.refetch} /> : null}
 */
export function LoadError({ error, onRetry, className }: { error: unknown; onRetry: () => unknown; className?: string }) {
  return (
    <MessageBar intent="error" layout="multiline" className={className}>
      <MessageBarBody>{errorText(error)}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={() => void onRetry()}>
          Retry
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
