import { useNavigate, useParams } from 'react-router-dom';
import { useNotify } from '../../app/notify.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FormScreen } from '../../components/form/FormScreen.js';
import { useContractForm, saveResult } from '../../components/form/useContractForm.js';
import { CompanyImageInputs, useCompanyImagePicks } from './CompanyImages.js';
import { CompanyInputs, companyLabels, companySchema, companyToInput } from './CompanyInputs.js';
import { useGetCompanyQuery, useUpdateCompanyMutation, type CompanyRecord } from './companiesApi.js';


function CompanyEditForm({ company }: { company: CompanyRecord }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [updateCompany] = useUpdateCompanyMutation();
  const images = useCompanyImagePicks();
  const detail = `/companies/${encodeURIComponent(company._id)}`;
  const contractForm = useContractForm({
    schema: companySchema,
    labels: companyLabels,
    defaultValues: companyToInput(company),
    save: async (values) => saveResult(await updateCompany({ id: company._id, body: values })),
    onSaved: (saved) => {
      notify.success(`Company ${saved.companyName} saved`);
      void images.uploadTo(saved._id).then((refusals) => {
        if (refusals.length > 0) notify.error('The company was saved, but not all its images', refusals.join('\n'));
        void navigate(detail);
      });
    },
  });
  return (
    <FormScreen title={`Edit ${company.companyName}`} recordName={company.companyName} contractForm={contractForm} cancelTo={detail}>
      <CompanyInputs contractForm={contractForm} />
      <CompanyImageInputs images={images} current={company} />
    </FormScreen>
  );
}

/** `/companies/[companyId]/edit`. */
export default function CompanyEdit() {
  const { companyId = '' } = useParams();
  const result = useGetCompanyQuery(companyId);
  if (!result.data) {
    return <DetailScreen query={result} loaded={false} title="Edit company" back={{ to: '/companies', label: 'Back to companies' }} />;
  }
  return <CompanyEditForm key={result.data._id} company={result.data} />;
}
