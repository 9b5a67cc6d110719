import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { CODE_RULE_TEXT } from '../../../shared/contract/evouchers/evouchers.schema.js';
import { useNotify } from '../../app/notify.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { errorText } from '../../components/errorText.js';
import { useCreateEvoucherCodeMutation, useGetEvoucherCodeQuery, useUpdateEvoucherCodeMutation, type CodeRecord } from './evouchersApi.js';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' } });

/** The error of each field the server named, else its message on the form. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = (error as { data?: { fieldErrors?: Record<string, string> } } | undefined)?.data;
  return data?.fieldErrors ?? {};
}

function CodeFields({ evoucherId, code }: { evoucherId: string; code?: CodeRecord }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const [text, setText] = useState(code?.code ?? '');
  const [expiry, setExpiry] = useState(code?.expiryDate ?? '');
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> }>();
  const [create, creating] = useCreateEvoucherCodeMutation();
  const [update, updating] = useUpdateEvoucherCodeMutation();
  const back = `/evouchers/${encodeURIComponent(evoucherId)}`;
  const save = async () => {
    const body = { code: text, expiryDate: expiry || null };
    const outcome = code ? await update({ id: code._id, body }) : await create({ id: evoucherId, body });
    if (outcome.error) return setProblem({ message: errorText(outcome.error), fields: fieldErrorsOf(outcome.error) });
    notify.success(outcome.data.message ?? 'Code saved');
    void navigate(back);
  };
  return (
    <DetailScreen query={{ isLoading: false, isError: false, refetch: () => undefined }} loaded title={code ? `Edit code ${code.code}` : 'New e-voucher code'} back={{ to: back, label: 'Back to the e-voucher' }}>
      <form className={styles.form} onSubmit={(event) => { event.preventDefault(); void save(); }}>
        {problem && Object.keys(problem.fields).length === 0 ? <span role="alert">{problem.message}</span> : null}
        <Field label="Code" required hint={CODE_RULE_TEXT} validationMessage={problem?.fields.code}>
          <Input value={text} onChange={(_, data) => setText(data.value)} disabled={code !== undefined && code.status !== 'available'} />
        </Field>
        <Field label="Expiry date" hint="Optional: the e-voucher's expiry applies otherwise" validationMessage={problem?.fields.expiryDate}>
          <Input type="date" value={expiry} onChange={(_, data) => setExpiry(data.value)} disabled={code !== undefined && code.status !== 'available'} />
        </Field>
        <Button appearance="primary" type="submit" disabled={creating.isLoading || updating.isLoading}>Save</Button>
      </form>
    </DetailScreen>
  );
}

export function CodeCreate() {
  const evoucherId = useParams().evoucherId ?? '';
  return <CodeFields evoucherId={evoucherId} />;
}

export function CodeEdit() {
  const params = useParams();
  const evoucherId = params.evoucherId ?? '';
  const code = useGetEvoucherCodeQuery(params.evouchercodeId ?? '');
  if (!code.data) return <DetailScreen query={code} loaded={false} title="Edit e-voucher code" back={{ to: `/evouchers/${encodeURIComponent(evoucherId)}`, label: 'Back to the e-voucher' }} />;
  return <CodeFields key={code.data._id} evoucherId={evoucherId} code={code.data} />;
}
