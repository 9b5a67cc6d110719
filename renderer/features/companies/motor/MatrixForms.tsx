import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useNotify } from '../../../app/notify.js';
import { useContractForm, saveResult } from '../../../components/form/useContractForm.js';
import {
  useCreateMatrixRowMutation,
  useGetMatrixRowQuery,
  useUpdateMatrixRowMutation,
  type MatrixRecord,
  type PlanRecord,
} from '../companiesApi.js';
import { motorPath } from '../labels.js';
import { MatrixInputs, emptyMatrix, matrixBody, matrixLabels, matrixSchema, matrixToInput } from './MatrixInputs.js';
import { MotorFormPending, MotorFormScreen } from './MotorRecordPages.js';
import { useMotorCompany } from './useMotorCompany.js';

function MatrixFormScreen({
  companyId,
  plans,
  row,
  initialPlan,
}: {
  companyId: string;
  plans: PlanRecord[];
  row?: MatrixRecord;
  initialPlan?: PlanRecord;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [createRow] = useCreateMatrixRowMutation();
  const [updateRow] = useUpdateMatrixRowMutation();
  const listPath = motorPath(companyId, 'matrix');
  const contractForm = useContractForm({
    schema: matrixSchema,
    labels: matrixLabels,
    defaultValues: row ? matrixToInput(row) : emptyMatrix(companyId, initialPlan),
    save: async (values) => {
      const body = matrixBody(values);
      return saveResult(row ? await updateRow({ id: row._id, body }) : await createRow(body));
    },
    onSaved: (saved) => {
      const plan = plans.find((p) => p._id === saved.planId);
      notify.success(`Matrix row of ${plan?.planName ?? 'the plan'} saved`);
      void navigate(`${listPath}/${encodeURIComponent(saved._id)}`);
    },
  });
  return (
    <MotorFormScreen
      companyId={companyId}
      section="matrix"
      title={row ? 'Edit matrix row' : 'New matrix row'}
      recordName="The matrix row"
      contractForm={contractForm}
    >
      <MatrixInputs contractForm={contractForm} plans={plans} />
    </MotorFormScreen>
  );
}

/** `/companies/[companyId]/motor-insurance/matrix/createMatrix` (`?planId=` preselects the plan). */
export function MatrixCreate() {
  const { companyId, company, plans, plansQuery } = useMotorCompany();
  const [params] = useSearchParams();
  if (!company.data || !plansQuery.data) {
    return <MotorFormPending query={company.data ? plansQuery : company} title="New matrix row" companyId={companyId} />;
  }
  const plan = plans.find((p) => p._id === params.get('planId'));
  return <MatrixFormScreen companyId={companyId} plans={plans} initialPlan={plan} />;
}

/** `/companies/[companyId]/motor-insurance/matrix/[matrixId]/editMatrix`. */
export function MatrixEdit() {
  const { companyId, plans, plansQuery } = useMotorCompany();
  const { matrixId = '' } = useParams();
  const row = useGetMatrixRowQuery(matrixId);
  if (!row.data || !plansQuery.data) {
    return <MotorFormPending query={row} title="Edit matrix row" companyId={companyId} section="matrix" />;
  }
  return <MatrixFormScreen key={row.data._id} companyId={companyId} plans={plans} row={row.data} />;
}
