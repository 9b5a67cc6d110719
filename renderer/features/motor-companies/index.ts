import { VehicleCarRegular } from '@fluentui/react-icons';
import { defineArea } from '../../app/defineArea.js';

/** Motor insurers by their portal (the short company form) and the vehicle CSV upload (spec 001 §3). */
export default defineArea({
  name: 'motor-companies',
  title: 'Motor companies',
  description: 'Motor insurers and their portals; load car makes, models and values from a CSV.',
  module: 'company',
  tags: ['CarMake'],
  idParam: 'companyId',
  icon: VehicleCarRegular,
  list: () => import('./MotorCompanyList.js'),
  create: () => import('./MotorCompanyForms.js').then((m) => ({ default: m.MotorCompanyCreate })),
  edit: () => import('./MotorCompanyForms.js').then((m) => ({ default: m.MotorCompanyEdit })),
});
