import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

const useStyles = makeStyles({ panel: { paddingBlock: tokens.spacingVerticalM } });

export interface DetailTab {
  id: string;
  label: string;
  render: () => ReactNode;
}

/**
 * Tabs of a detail screen; the open tab is kept in the URL (`?tab=`) so Back and links restore it.
 * Only the open tab renders, so its requests start when it is opened.
 *
 * @example <DetailTabs tabs={[{ id: 'details', label: 'Details', render: () => <CustomerDetails /> }]} />
 */
export function DetailTabs({ tabs }: { tabs: readonly DetailTab[] }) {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current = tabs.find((tab) => tab.id === requested) ?? tabs[0];
  if (!current) return null;
  return (
    <div>
      <TabList
        selectedValue={current.id}
        onTabSelect={(_, data) =>
          // Sub-list paging belongs to the tab being left; the new URL keeps only the tab.
          setParams(new URLSearchParams({ tab: String(data.value) }), { replace: true })
        }
      >
        {tabs.map((tab) => (
          <Tab key={tab.id} value={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={current.label} className={styles.panel}>
        {current.render()}
      </div>
    </div>
  );
}
