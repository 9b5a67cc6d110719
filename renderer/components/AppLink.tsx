import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': { outlineStyle: 'solid', outlineWidth: tokens.strokeWidthThick, outlineColor: tokens.colorStrokeFocus2 },
  },
});

/** A router link that looks like a Fluent `Link`. @example <AppLink to="/customers">Customers</AppLink> */
export function AppLink({ className, ...props }: LinkProps) {
  const styles = useStyles();
  return <RouterLink className={mergeClasses(styles.link, className)} {...props} />;
}
