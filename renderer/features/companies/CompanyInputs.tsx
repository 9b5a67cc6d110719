import { Field, Subtitle1, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useController, useWatch } from 'react-hook-form';
import { CompanyInputSchema, type CompanyInput } from '../../../shared/contract/companies/companies.schema.js';
import { NumberField } from '../../components/form/NumberField.js';
import { SelectField } from '../../components/form/SelectField.js';
import { SwitchField } from '../../components/form/SwitchField.js';
import { TextField } from '../../components/form/TextField.js';
import type { ContractForm } from '../../components/form/useContractForm.js';
import { AedField } from '../../components/form/AedField.js';
import type { CompanyRecord } from './companiesApi.js';
import { useFormGridStyles } from '../../components/form/formGrid.js';

export const companySchema = CompanyInputSchema;
export type CompanyForm = ContractForm<typeof companySchema>;
type Name = Extract<keyof CompanyInput, string>;
/** A nested field of the company form (`motorInsurance.commissionThirdparty`); the inputs take top-level names in their types only. */
const nested = (path: string) => path as Name;

export const companyLabels = {
  companyName: 'Company Name',
  companyEmail: 'Company Email',
  praktoraCompanyName: 'Praktora Company Name',
  contactNo: 'Contact No',
  companyPortal: 'Company Portal',
  companyWebsite: 'Company Website',
  headquarters: 'Headquarters',
  startedYear: 'Year started',
  googlePlaceId: 'Google Place Id',
  dec: 'Description',
  motorInsuranceActive: 'Motor Insurance',
  healthInsuranceActive: 'Health Insurance',
  travelInsuranceActive: 'Travel Insurance',
  petInsuranceActive: 'Pet Insurance',
  landInsuranceActive: 'Musataha Insurance',
  adminFeeFils: 'Admin fee',
  issuingMode: 'Issues policies',
  issuingEmail: 'Policy request e-mail',
  isActive: 'Company is active',
} as const;

const reductionOptions = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'fixedPrice', label: 'Fixed price' },
];
const issuingOptions = [
  { value: 'online', label: 'Online (portal or API)' },
  { value: 'email', label: 'By e-mail request' },
];

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The blank company form (create). */
export const emptyCompany: CompanyInput = {
  companyName: '',
  companyEmail: '',
  praktoraCompanyName: '',
  contactNo: '',
  companyPortal: '',
  companyWebsite: '',
  headquarters: '',
  startedYear: '',
  googlePlaceId: '',
  dec: '',
  motorInsuranceActive: true,
  healthInsuranceActive: false,
  travelInsuranceActive: false,
  petInsuranceActive: false,
  landInsuranceActive: false,
  motorInsurance: {
    carValueReduction: { reductionType: 'percentage', reductionValue: 0 },
    commissionThirdparty: 0,
    commissionComprehensive: 0,
    fleetCommission: 0,
    eSanadRecommendation: false,
    roadSiteAssistNo: '',
    isWithoutMatrixOrApi: false,
    isActive: true,
  },
  healthInsurance: { commission: 0, commissionType: 'percentage', eSanadRecommendation: false, isActive: true },
  travelInsurance: { commission: 0, commissionType: 'percentage', eSanadRecommendation: false, isActive: true },
  petInsurance: { commission: 0, commissionType: 'percentage', eSanadRecommendation: false, isActive: true },
  landInsurance: { commission: 0, commissionType: 'percentage', eSanadRecommendation: false, isActive: true },
  adminFeeFils: 0,
  issuingMode: 'online',
  issuingEmail: '',
  isActive: true,
};

/** A stored company as form values (edit), and as the body that changes nothing (status toggles, portal edits). */
export function companyToInput(company: CompanyRecord): CompanyInput {
  return {
    companyName: company.companyName,
    companyEmail: company.companyEmail ?? '',
    praktoraCompanyName: company.praktoraCompanyName ?? '',
    contactNo: company.contactNo ?? '',
    companyPortal: company.companyPortal ?? '',
    companyWebsite: company.companyWebsite,
    headquarters: company.headquarters,
    startedYear: company.startedYear,
    googlePlaceId: company.googlePlaceId,
    dec: company.dec,
    showPortal: company.showPortal,
    motorInsuranceActive: company.motorInsuranceActive,
    healthInsuranceActive: company.healthInsuranceActive,
    travelInsuranceActive: company.travelInsuranceActive,
    petInsuranceActive: company.petInsuranceActive,
    landInsuranceActive: company.landInsuranceActive,
    motorInsurance: { ...company.motorInsurance, roadSiteAssistNo: company.motorInsurance.roadSiteAssistNo ?? '' },
    healthInsurance: company.healthInsurance,
    travelInsurance: company.travelInsurance,
    petInsurance: company.petInsurance,
    landInsurance: company.landInsurance,
    adminFeeFils: company.adminFeeFils,
    issuingMode: company.issuingMode,
    issuingEmail: company.issuingEmail ?? '',
    isActive: company.isActive,
  };
}

/** The rich-text description: a plain multi-line box (no editor in the renderer yet). */
function DescriptionField({ contractForm, showPortal }: { contractForm: CompanyForm; showPortal: boolean }) {
  const { field, fieldState } = useController({ control: contractForm.form.control, name: 'dec' });
  const message = fieldState.error?.message;
  return (
    <Field label={companyLabels.dec} required={!showPortal} validationMessage={message}>
      <Textarea
        name={field.name}
        ref={field.ref}
        dir="auto"
        resize="vertical"
        rows={4}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(_, data) => field.onChange(data.value)}
        onBlur={field.onBlur}
      />
    </Field>
  );
}

/** The full company form (FIELDS.md "Full company form"), shared by create and edit. Logo and banner: `CompanyImages.tsx`, uploaded after the save. */
export function CompanyInputs({ contractForm }: { contractForm: CompanyForm }) {
  const styles = useStyles();
  const formGrid = useFormGridStyles();
  const f = contractForm;
  const issuingMode = useWatch({ control: f.form.control, name: 'issuingMode' });
  const motorActive = useWatch({ control: f.form.control, name: 'motorInsuranceActive' });
  const reductionType = useWatch({ control: f.form.control, name: nested('motorInsurance.carValueReduction.reductionType') }) as unknown;
  // A portal short form's company may keep the full form's fields blank (CompanyInputSchema).
  const showPortal = useWatch({ control: f.form.control, name: 'showPortal' }) === true;
  return (
    <>
      <section className={styles.section}>
        <Subtitle1 as="h2">Company</Subtitle1>
        <div className={formGrid.grid}>
          <TextField contractForm={f} name="companyName" label={companyLabels.companyName} required dirAuto />
          <TextField contractForm={f} name="companyEmail" label={companyLabels.companyEmail} type="email" />
          <TextField contractForm={f} name="praktoraCompanyName" label={companyLabels.praktoraCompanyName} />
          <TextField contractForm={f} name="contactNo" label={companyLabels.contactNo} type="tel" />
          <TextField contractForm={f} name="companyPortal" label={companyLabels.companyPortal} hint="The portal's address, e.g. https://portal.example.ae" />
          <TextField contractForm={f} name="companyWebsite" label={companyLabels.companyWebsite} required={!showPortal} />
          <TextField contractForm={f} name="headquarters" label={companyLabels.headquarters} required={!showPortal} />
          <TextField contractForm={f} name="startedYear" label={companyLabels.startedYear} required={!showPortal} inputMode="numeric" hint="4 digits, e.g. 1998" />
          <TextField contractForm={f} name="googlePlaceId" label={companyLabels.googlePlaceId} required={!showPortal} />
        </div>
        <DescriptionField contractForm={f} showPortal={showPortal} />
      </section>
      <section className={styles.section}>
        <Subtitle1 as="h2">Available products</Subtitle1>
        <div className={formGrid.grid}>
          <SwitchField contractForm={f} name="motorInsuranceActive" label={companyLabels.motorInsuranceActive} />
          <SwitchField contractForm={f} name="healthInsuranceActive" label={companyLabels.healthInsuranceActive} />
          <SwitchField contractForm={f} name="travelInsuranceActive" label={companyLabels.travelInsuranceActive} />
          <SwitchField contractForm={f} name="petInsuranceActive" label={companyLabels.petInsuranceActive} />
          <SwitchField contractForm={f} name="landInsuranceActive" label={companyLabels.landInsuranceActive} />
        </div>
      </section>
      {motorActive ? (
        <section className={styles.section}>
          <Subtitle1 as="h2">Motor insurance</Subtitle1>
          <div className={formGrid.grid}>
            <SelectField contractForm={f} name={nested('motorInsurance.carValueReduction.reductionType')} label="Car value reduction type" options={reductionOptions} />
            <NumberField
              contractForm={f}
              name={nested('motorInsurance.carValueReduction.reductionValue')}
              label={reductionType === 'fixedPrice' ? 'Reduction value (AED)' : 'Reduction value (%)'}
              min={0}
              max={reductionType === 'fixedPrice' ? undefined : 100}
              hint="Taken off the car's value before this company's comprehensive plans price it"
            />
            <NumberField contractForm={f} name={nested('motorInsurance.commissionThirdparty')} label="Third Party Commission (%)" min={0} max={100} step={0.01} />
            <NumberField contractForm={f} name={nested('motorInsurance.commissionComprehensive')} label="Comprehensive Commission (%)" min={0} max={100} step={0.01} />
            <NumberField contractForm={f} name={nested('motorInsurance.fleetCommission')} label="Fleet Commission (%)" min={0} max={100} step={0.01} />
            <TextField contractForm={f} name={nested('motorInsurance.roadSiteAssistNo')} label="Road-side assistance number" type="tel" />
            <SwitchField contractForm={f} name={nested('motorInsurance.eSanadRecommendation')} label="Recommended" />
            <SwitchField contractForm={f} name={nested('motorInsurance.isWithoutMatrixOrApi')} label="Without matrix or API" />
            <SwitchField contractForm={f} name={nested('motorInsurance.isActive')} label="Motor line is active" />
          </div>
        </section>
      ) : null}
      <section className={styles.section}>
        <Subtitle1 as="h2">Quotes and issuing</Subtitle1>
        <div className={formGrid.grid}>
          <AedField contractForm={f} name="adminFeeFils" label={companyLabels.adminFeeFils} hint="Added to every quote as its own line" />
          <SelectField contractForm={f} name="issuingMode" label={companyLabels.issuingMode} options={issuingOptions} />
          {issuingMode === 'email' ? (
            <TextField contractForm={f} name="issuingEmail" label={companyLabels.issuingEmail} type="email" />
          ) : null}
          <SwitchField contractForm={f} name="isActive" label={companyLabels.isActive} hint="Inactive companies are not quoted" />
        </div>
      </section>
      <section className={styles.section}>
        <Subtitle1 as="h2">Other lines</Subtitle1>
        <div className={formGrid.grid}>
          <NumberField contractForm={f} name={nested('healthInsurance.commission')} label="Health Commission (%)" min={0} max={100} step={0.01} />
          <NumberField contractForm={f} name={nested('travelInsurance.commission')} label="Travel Commission (%)" min={0} max={100} step={0.01} />
          <SelectField contractForm={f} name={nested('landInsurance.commissionType')} label="Musataha commission type" options={reductionOptions} />
          <NumberField contractForm={f} name={nested('landInsurance.commission')} label="Musataha Commission" min={0} step={0.01} />
        </div>
      </section>
    </>
  );
}
