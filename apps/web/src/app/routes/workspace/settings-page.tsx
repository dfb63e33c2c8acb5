import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordForm, changePasswordFormSchema } from '@rentwise/core/auth/schemas';
import { type ProfileForm, profileFormSchema } from '@rentwise/core/profile/schemas';
import {
  Bell,
  BellRing,
  CreditCard,
  FileSpreadsheet,
  History,
  KeyRound,
  LogOut,
  ScrollText,
  UserRound,
  Users,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useUpdateProfile } from '@/features/auth/api/update-profile';
import { useAuth } from '@/features/auth/auth-provider';
import { useSignOut } from '@/features/auth/components/logout-button';
import { PasswordInput } from '@/features/auth/components/password-input';
import { authErrorMessage } from '@/features/auth/lib/auth-errors';
import { OnlinePaymentsSettings } from '@/features/payments/components/online-payments-settings';
import { RentReminderSettingsForm } from '@/features/reminders/components/rent-reminder-settings-form';
import { LeaseTemplateEditor } from '@/features/renewals/components/lease-template-card';
import { useCan } from '@/features/team';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';

/**
 * Settings, shared by both dashboards (spec section 2): Account Information (saved for real),
 * Change password, Sign out of all devices, owners' Rent reminders, and the Notifications note.
 */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const { user } = useAuth();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </header>
      {user?.role === 'owner' && <TeamAndOrganisation />}
      <AccountInformation />
      <ChangePassword />
      <SignOutEverywhere />
      {user?.role === 'owner' && <OnlinePayments />}
      {user?.role === 'owner' && <RentReminders />}
      {user?.role === 'owner' && <ActivityLog />}
      {user?.role === 'owner' && <ImportExport />}
      {user?.role === 'owner' && <LeaseTemplate />}
      <SettingsCard icon={<Bell />} title={t('notifications.title')}>
        <p className="text-sm text-muted-foreground">{t('notifications.body')}</p>
      </SettingsCard>
    </div>
  );
}

/** Online rent through Stripe (issue 25): the organisation's connected account and the fee. */
function OnlinePayments() {
  const { t } = useTranslation('payments');
  if (!useCan('org.read')) return null;
  return (
    <SettingsCard
      icon={<CreditCard />}
      title={t('online.settings.title')}
      description={t('online.settings.description')}
    >
      <OnlinePaymentsSettings />
    </SettingsCard>
  );
}

/** Workspace members: the Team page (members, roles, invitations, the organisation's settings). */
function TeamAndOrganisation() {
  const { t } = useTranslation('team');
  return (
    <SettingsCard
      icon={<Users />}
      title={t('settingsLink.title')}
      description={t('settingsLink.description')}
    >
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/owner-dashboard/settings/team">{t('settingsLink.action')}</Link>
      </Button>
    </SettingsCard>
  );
}

/** Admins only ('audit.read'): the link to the organisation's audit log. */
function ActivityLog() {
  const { t } = useTranslation('activity');
  if (!useCan('audit.read')) return null;
  return (
    <SettingsCard
      icon={<History />}
      title={t('settingsCard.title')}
      description={t('settingsCard.description')}
    >
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/owner-dashboard/settings/activity">{t('settingsCard.open')}</Link>
      </Button>
    </SettingsCard>
  );
}

/** Admins and managers ('import.write'): the link to Import & export (issue 20). */
function ImportExport() {
  const { t } = useTranslation('imports');
  if (!useCan('import.write')) return null;
  return (
    <SettingsCard
      icon={<FileSpreadsheet />}
      title={t('settingsCard.title')}
      description={t('settingsCard.description')}
    >
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/owner-dashboard/settings/import-export">{t('settingsCard.open')}</Link>
      </Button>
    </SettingsCard>
  );
}

/** The lease template's clauses (issue 21 item 1): admins edit them, other members read them. */
function LeaseTemplate() {
  const { t } = useTranslation('renewals');
  const canEdit = useCan('org.update');
  return (
    <SettingsCard icon={<ScrollText />} title={t('template.title')} description={t('template.description')}>
      <LeaseTemplateEditor canEdit={canEdit} />
    </SettingsCard>
  );
}

/** Owners only: the `reminders` namespace is loaded with the owner's Settings route. */
function RentReminders() {
  const { t } = useTranslation('reminders');
  return (
    <SettingsCard icon={<BellRing />} title={t('settings.title')} description={t('settings.description')}>
      <RentReminderSettingsForm />
    </SettingsCard>
  );
}

function SettingsCard({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="gap-5">
      <CardHeader className="grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 px-5 sm:px-6">
        <span
          className="row-span-2 flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-4"
          aria-hidden="true"
        >
          {icon}
        </span>
        <h2 className="self-center text-lg leading-tight font-semibold">{title}</h2>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="px-5 sm:px-6">{children}</CardContent>
    </Card>
  );
}

/** The fields of the form as the profile has them (empty texts for what is not set). */
function accountValues(profile: {
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  phone: string | null;
}): ProfileForm {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    companyName: profile.companyName ?? '',
    phone: profile.phone ?? '',
  };
}

/**
 * The name, company (owners) and phone. A tenant's name and phone are also their landlord's
 * tenant record: the server changes both together.
 */
function AccountInformation() {
  const { t } = useTranslation('settings');
  const { user, userProfile } = useAuth();
  const updateProfile = useUpdateProfile();
  const isOwner = user?.role === 'owner';
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { firstName: '', lastName: '', companyName: '', phone: '' },
    // Filled in (once) when the profile arrives.
    values: userProfile ? accountValues(userProfile) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateProfile.mutateAsync({
        firstName: values.firstName,
        lastName: values.lastName,
        ...(isOwner ? { companyName: values.companyName } : {}),
        phone: values.phone,
      });
      form.reset(accountValues(saved));
      toast.success(t('toasts.saved'), { description: t('toasts.savedDescription') });
    } catch (error) {
      applyServerFieldErrors(error, form.setError);
      toast.error(t('toasts.profileUpdateFailed'), {
        description:
          error instanceof ApiError && error.status < 500
            ? error.message
            : t('toasts.profileUpdateFailedFallback'),
      });
    }
  });

  return (
    <SettingsCard icon={<UserRound />} title={t('account.title')} description={t('account.description')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
          <Field
            label={t('account.firstName')}
            error={errors.firstName?.message && t(errors.firstName.message)}
          >
            <Input autoComplete="given-name" disabled={!userProfile} {...form.register('firstName')} />
          </Field>
          <Field label={t('account.lastName')} error={errors.lastName?.message && t(errors.lastName.message)}>
            <Input autoComplete="family-name" disabled={!userProfile} {...form.register('lastName')} />
          </Field>
        </div>
        {isOwner && (
          <Field
            label={t('account.companyName')}
            error={errors.companyName?.message && t(errors.companyName.message)}
          >
            <Input
              autoComplete="organization"
              placeholder={t('account.companyPlaceholder')}
              disabled={!userProfile}
              {...form.register('companyName')}
            />
          </Field>
        )}
        <Field label={t('account.email')} hint={t('account.emailHint')}>
          <Input
            type="email"
            value={user?.email ?? ''}
            readOnly
            className="bg-muted/60 text-muted-foreground"
          />
        </Field>
        <Field label={t('account.phone')} error={errors.phone?.message && t(errors.phone.message)}>
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={t('account.phonePlaceholder')}
            disabled={!userProfile}
            {...form.register('phone')}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting || !userProfile}>
            {isSubmitting ? t('account.saving') : t('account.save')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

function ChangePassword() {
  const { t } = useTranslation('settings');
  const { t: tAuth } = useTranslation('auth');
  const { updatePassword } = useAuth();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key?: string) => (key ? tAuth(key) : undefined);

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      await updatePassword({ password, currentPassword });
      form.reset();
      toast.success(tAuth('toasts.passwordUpdatedTitle'), { description: t('password.successDescription') });
    } catch (error) {
      const text = authErrorMessage(tAuth, error, 'auth:toasts.passwordUpdateFailedFallback');
      if (error instanceof ApiError && ['invalid_grant', 'reauthentication_needed'].includes(error.code)) {
        form.setError('currentPassword', { message: text });
      } else if (error instanceof ApiError && ['weak_password', 'same_password'].includes(error.code)) {
        form.setError('password', { message: text });
      }
      toast.error(tAuth('toasts.passwordUpdateFailed'), { description: text });
    }
  });

  return (
    <SettingsCard icon={<KeyRound />} title={t('password.title')} description={t('password.description')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <Field label={tAuth('fields.currentPassword')} error={message(errors.currentPassword?.message)}>
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
          <Field label={tAuth('fields.newPassword')} error={message(errors.password?.message)}>
            <PasswordInput autoComplete="new-password" {...form.register('password')} />
          </Field>
          <Field label={tAuth('fields.confirmNewPassword')} error={message(errors.confirmPassword?.message)}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
            {isSubmitting ? t('password.submitting') : t('password.submit')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

function SignOutEverywhere() {
  const { t } = useTranslation('settings');
  const { signOut, signingOut } = useSignOut();
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard icon={<LogOut />} title={t('sessions.title')} description={t('sessions.description')}>
      <Dialog open={open} onOpenChange={setOpen}>
        <div className="flex justify-end">
          <Button type="button" variant="outline" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
            {t('sessions.action')}
          </Button>
        </div>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('sessions.confirmTitle')}</DialogTitle>
            <DialogDescription>{t('sessions.confirmBody')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('sessions.cancel')}
              </Button>
            </DialogClose>
            <Button
              type="button"
              variant="destructive"
              disabled={signingOut}
              onClick={() => void signOut('global')}
            >
              {t('sessions.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SettingsCard>
  );
}
