import { makeStyles, tokens } from '@fluentui/react-components';

/** The layout of the policy page's sections: a titled column, and a row of actions under it. */
export const usePolicySectionStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
});
