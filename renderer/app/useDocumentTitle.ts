import { useEffect } from 'react';

export const PRODUCT_TITLE = 'BrokerDesk';

/**
 * Sets the window title to `‹screen› – BrokerDesk` (UX.md §1).
 *
 * @example useDocumentTitle(customer?.fullName ?? 'Customer');
 */
export function useDocumentTitle(screen: string | undefined): void {
  useEffect(() => {
    document.title = screen ? `${screen} – ${PRODUCT_TITLE}` : PRODUCT_TITLE;
  }, [screen]);
}
