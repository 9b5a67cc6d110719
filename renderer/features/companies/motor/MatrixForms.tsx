import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useNotify } from '../../../app/notify.js';
import { DetailScreen } from '../../../components/detail/DetailScreen.js';
import { FormScreen } from '../../../components/form/FormScreen.js';
import { useContractForm } from '../../../components/form/useContractForm.js';
import {
  useCreateMatrixRowMutation, useGetMatrixRowQuery, useUpdateMatrixRowMutation, type MatrixRecord, type PlanRecord,
} from '../companiesApi.js';
import { motorPath, saveResult } from '../labels.js';
import { MatrixInputs, emptyMatrix, matrixBody, matrixLabels, matrixSchema, matrixToInput } from './MatrixInputs.js';
import { MotorNav } from './MotorNav.js';
import { useMotorCompany } from './useMotorCompany.js';

function MatrixFormScreen({ companyId, plans, row, initialPlan }: { companyId: string; plans: PlanRecord[]; row?: MatrixRecord; initialPlan?: PlanRecord }) {
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
    <FormScreen title={row ? 'Edit matrix row' : 'New matrix row'} recordName="The matrix row" contractForm={contractForm} cancelTo={listPath}>
      <MatrixNavSlot companyId={companyId} />
      <MatrixInputs contractForm={contractForm} plans={plans} />
    </FormScreen>
  );
}

function MatrixNavSlot({ companyId }: { companyId: string }) {
  return <MotorNav companyId={companyId} current="matrix" />;
}

/** `/companies/[companyId]/motor-insurance/matrix/createMatrix` (`?planId=` preselects the plan). */
export function MatrixCreate() {
  const { companyId, company, plans, plansQuery } = useMotorCompany();
  const [params] = useSearchParams();
  if (!company.data || !plansQuery.data) {
    return <DetailScreen query={company.data ? plansQuery : company} loaded={false} title="New matrix row" back={{ to: motorPath(companyId), label: 'Back to motor insurance' }} />;
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
    return <DetailScreen query={row} loaded={false} title="Edit matrix row" back={{ to: motorPath(companyId, 'matrix'), label: 'Back to the matrix' }} />;
  }
  return <MatrixFormScreen key={row.data._id} companyId={companyId} plans={plans} row={row.data} />;
}
