import { DocumentTableRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Offline policies: issued outside BrokerDesk, imported from the insurers' sheet (spec 000 §2, `/Praktorapolicies`). */
export default defineArea({
  name: 'praktorapolicies',
  title: 'Offline policies',
  description: 'Policies issued outside BrokerDesk: upload the insurers’ sheet and look them up.',
  module: 'policy',
  tags: [],
  path: '/Praktorapolicies',
  idParam: 'praktorapolicyid',
  icon: DocumentTableRegular,
  list: () => import('./PraktoraPolicyList.js'),
  show: () => import('./PraktoraPolicyShow.js'),
});
