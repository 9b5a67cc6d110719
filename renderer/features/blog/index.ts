import { NewsRegular } from '@fluentui/react-icons';
import { blogRoutes } from '../../../shared/contract/blog/blog.access.js';
import { defineResourceArea } from '../../kit/defineResourceArea.js';

export default defineResourceArea({
  name: 'blog',
  title: 'Blog',
  description: "Posts of the marketplace's blog, published with the status switch.",
  module: 'blog',
  tags: ['BlogPost'],
  icon: NewsRegular,
  routes: blogRoutes,
  screens: () => import('./blogScreens.js'),
});
