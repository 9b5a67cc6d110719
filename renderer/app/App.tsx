import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { HostBridge } from '../../shared/host/bridge.js';
import { createAppRouter } from './router.js';
import { makeStore } from './store.js';
import { useColorScheme } from './useColorScheme.js';
import { HostContext } from './useHost.js';

/** The renderer: store, host, theme (following the OS) and router. */
export function App({ host }: { host: HostBridge }) {
  const [store] = useState(() => makeStore(undefined, { host }));
  const [router] = useState(createAppRouter);
  const scheme = useColorScheme();
  return (
    <Provider store={store}>
      <HostContext.Provider value={host}>
        <FluentProvider theme={scheme === 'dark' ? webDarkTheme : webLightTheme} style={{ minHeight: '100vh' }}>
          <RouterProvider router={router} />
        </FluentProvider>
      </HostContext.Provider>
    </Provider>
  );
}
