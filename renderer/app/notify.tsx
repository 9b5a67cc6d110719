import { Link, Toast, ToastBody, ToastFooter, ToastTitle, Toaster, useToastController } from '@fluentui/react-components';
import { useMemo } from 'react';
import { TIMEOUTS } from '../../shared/contract/constants.js';

const TOASTER_ID = 'brokerdesk-toaster';

/** The app's one Toaster: bottom-end, at most 3, auto-closing after the spec's 5000 ms. */
export function AppToaster() {
  return (
    <Toaster toasterId={TOASTER_ID} position="bottom-end" limit={3} timeout={TIMEOUTS.toastMs} pauseOnHover pauseOnWindowBlur />
  );
}

/** A button a toast offers, such as "Open" after a download. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Notify {
  success(title: string, body?: string, actions?: ToastAction[]): void;
  error(title: string, body?: string): void;
  /** Closes the success toasts still showing: after a failed save an earlier "saved" would mislead. */
  dismissSuccess(): void;
}

/** The success toasts still open, so a later failure can close them. */
const openSuccess = new Set<string>();
let toastCount = 0;

/**
 * Shows a toast in the app's one Toaster. Errors are assertive, success polite.
 *
 * @example const notify = useNotify(); notify.success(`Customer ${name} saved`);
 */
export function useNotify(): Notify {
  const { dispatchToast, dismissToast } = useToastController(TOASTER_ID);
  return useMemo(() => {
    const show = (intent: 'success' | 'error', title: string, body?: string, actions: ToastAction[] = []) => {
      const toastId = `${intent}-${++toastCount}`;
      if (intent === 'success') openSuccess.add(toastId);
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {body ? <ToastBody>{body}</ToastBody> : null}
          {actions.length > 0 ? (
            <ToastFooter>
              {actions.map((action) => (
                <Link as="button" key={action.label} onClick={action.onClick}>
                  {action.label}
                </Link>
              ))}
            </ToastFooter>
          ) : null}
        </Toast>,
        {
          intent,
          toastId,
          politeness: intent === 'error' ? 'assertive' : 'polite',
          onStatusChange: (_, data) => {
            if (data.status === 'dismissed') openSuccess.delete(toastId);
          },
        },
      );
    };
    const dismissSuccess = () => {
      for (const toastId of openSuccess) dismissToast(toastId);
      openSuccess.clear();
    };
    return {
      success: (title, body, actions) => show('success', title, body, actions),
      error: (title, body) => show('error', title, body),
      dismissSuccess,
    };
  }, [dispatchToast, dismissToast]);
}
