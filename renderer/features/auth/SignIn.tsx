import { Button, Card, Field, Input, Spinner, Switch, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular, ServerRegular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { LoginBodySchema, type LoginBody } from '../../../shared/contract/auth/auth.schema.js';
import { MESSAGES } from '../../../shared/contract/constants.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useNotify } from '../../app/notify.js';
import { sessionEndsKnown, signedIn } from '../../app/session/sessionSlice.js';
import { PRODUCT_TITLE, useDocumentTitle } from '../../app/useDocumentTitle.js';
import { useHost } from '../../app/useHost.js';
import { ServerSettingsDialog } from './ServerSettingsDialog.js';

const useStyles = makeStyles({
  page: { display: 'grid', placeItems: 'center', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  card: { width: 'min(400px, 92vw)', padding: tokens.spacingHorizontalXXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  footer: { display: 'flex', justifyContent: 'center', marginTop: tokens.spacingVerticalM },
});

type LoginForm = z.input<typeof LoginBodySchema>;

/** `/auth/login`: e-mail, password and the agent-online switch; the host keeps the token. */
export default function SignIn() {
  const styles = useStyles();
  const host = useHost();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const [showPassword, setShowPassword] = useState(false);
  const [serverSettingsOpen, setServerSettingsOpen] = useState(false);
  const busy = useRef(false);
  useDocumentTitle('Sign in');

  const { register, control, handleSubmit, formState } = useForm<LoginForm, unknown, LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    mode: 'onBlur',
    defaultValues: { email: '', password: '', isAgentOnline: true },
  });

  const onSubmit = handleSubmit(async (body) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const result = await host.signIn(body);
      if (!result.ok) {
        notify.error(result.error.message || MESSAGES.unexpected);
        return;
      }
      const user = result.data.employee ?? result.data.data;
      if (!user) {
        notify.error(MESSAGES.unexpected);
        return;
      }
      dispatch(signedIn(user));
      dispatch(sessionEndsKnown(result.data.session));
      void navigate('/', { replace: true });
    } finally {
      busy.current = false;
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <Title2 as="h1">Sign in to {PRODUCT_TITLE}</Title2>
          <Field label="Email" validationMessage={errors.email?.message}>
            <Input type="email" autoComplete="username" required {...register('email')} />
          </Field>
          <Field label="Password" validationMessage={errors.password?.message}>
            <Input
              type={showPassword ? 'text' : 'password'}
              required
              autoComplete="current-password"
              {...register('password')}
              contentAfter={
                <Button
                  type="button"
                  appearance="transparent"
                  size="small"
                  icon={showPassword ? <EyeOffRegular /> : <EyeRegular />}
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                />
              }
            />
          </Field>
          <Controller
            control={control}
            name="isAgentOnline"
            render={({ field }) => (
              <Switch
                label="Agent online"
                checked={field.value ?? true}
                onChange={(_, data) => field.onChange(data.checked)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Button type="submit" appearance="primary" icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
            Sign in
          </Button>
        </form>
        <div className={styles.footer}>
          <Button type="button" appearance="subtle" icon={<ServerRegular />} onClick={() => setServerSettingsOpen(true)}>
            Server settings
          </Button>
        </div>
      </Card>
      <ServerSettingsDialog open={serverSettingsOpen} onClose={() => setServerSettingsOpen(false)} />
    </main>
  );
}
