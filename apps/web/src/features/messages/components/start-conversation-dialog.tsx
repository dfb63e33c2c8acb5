import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { NativeSelect } from '@/components/ui/native-select';
import { useTenants } from '@/features/tenants';
import { useStartConversation } from '../api/start-conversation';

/**
 * Owners: pick any of their tenants to message. An existing conversation with that tenant is
 * simply opened (the server answers the same one).
 */
export function StartConversationDialog({
  open,
  onOpenChange,
  onStarted,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onStarted(conversationId: string): void;
}) {
  const { t } = useTranslation('messages');
  const tenants = useTenants({}, { all: true });
  const start = useStartConversation();
  const [tenantId, setTenantId] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (open) {
      setTenantId('');
      setError(undefined);
    }
  }, [open]);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    if (!tenantId) {
      setError(t('validation.tenantRequired'));
      return;
    }
    try {
      const conversation = await start.mutateAsync({ tenantId });
      onStarted(conversation.id);
      onOpenChange(false);
    } catch (failure) {
      toast.error(t('errors.startFailed'), { description: (failure as Error).message });
    }
  };

  const items = tenants.data?.items ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('start.title')}</DialogTitle>
          <DialogDescription>{t('start.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field
            label={t('start.tenant')}
            error={error}
            hint={tenants.isSuccess && items.length === 0 ? t('start.noTenants') : undefined}
          >
            <NativeSelect
              value={tenantId}
              onChange={(event) => {
                setTenantId(event.target.value);
                setError(undefined);
              }}
            >
              <option value="">{tenants.isPending ? t('start.loading') : t('start.placeholder')}</option>
              {items.map((tenant) => (
                <option key={tenant.id} value={tenant.id}>
                  {tenant.firstName} {tenant.lastName}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <FormDialogFooter
            cancelLabel={t('start.cancel')}
            onCancel={() => onOpenChange(false)}
            submitLabel={t('start.submit')}
            busyLabel={t('start.opening')}
            busy={start.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
