import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../app/notify.js';
import { FormScreen } from '../../components/form/FormScreen.js';
import { useContractForm, saveResult } from '../../components/form/useContractForm.js';
import { CompanyImageInputs, useCompanyImagePicks } from './CompanyImages.js';
import { CompanyInputs, companyLabels, companySchema, emptyCompany } from './CompanyInputs.js';
import { useCreateCompanyMutation } from './companiesApi.js';


/** `/companies/create`: a new insurance company. */
export default function CompanyCreate() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [createCompany] = useCreateCompanyMutation();
  const images = useCompanyImagePicks();
  const contractForm = useContractForm({
    schema: companySchema,
    labels: companyLabels,
    defaultValues: emptyCompany,
    save: async (values) => saveResult(await createCompany(values)),
    onSaved: (saved) => {
      notify.success(`Company ${saved.companyName} saved`);
      // The logo and banner need the new company's id: they go up once it exists.
      void images.uploadTo(saved._id).then((refusals) => {
        if (refusals.length > 0) notify.error('The company was saved, but not all its images', refusals.join('\n'));
        void navigate(`/companies/${encodeURIComponent(saved._id)}`);
      });
    },
  });
  return (
    <FormScreen title="New company" recordName="The company" contractForm={contractForm} cancelTo="/companies">
      <CompanyInputs contractForm={contractForm} />
      <CompanyImageInputs images={images} />
    </FormScreen>
  );
}
