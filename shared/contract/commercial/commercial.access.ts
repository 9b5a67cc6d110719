import { crudRoutes, type RouteDef } from '../routes.js';

/** The six commercial lines (spec 001 §2), each with list, detail, create and edit. */
const lines = [
  ['/contractor-all-risk', 'Contractor all risk'],
  ['/contractor-plant-machinery', 'Contractor plant and machinery'],
  ['/professional-indemnity', 'Professional indemnity'],
  ['/medical-malpractice', 'Medical malpractice'],
  ['/workmen-compensation', 'Workmen compensation'],
  ['/small-medium-enterprise', 'Small and medium enterprise'],
] as const;

export const commercialRoutes: RouteDef[] = lines.flatMap(([base, title]) => crudRoutes(base, ['commercial'], title, `${title} proposal`, 'id'));
