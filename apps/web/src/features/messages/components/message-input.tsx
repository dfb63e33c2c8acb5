import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGE_MAX_LENGTH,
  type SendMessageFormValues,
  sendMessageBodySchema,
} from '@rentwise/core/messages/schemas';
import { Loader2, Send } from 'lucide-react';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSendMessage } from '../api/send-message';

/**
 * The message input: Enter sends, Shift+Enter starts a new line. On success the text is cleared
 * and the spec's toast 'Message sent' shows; the conversation refetches and shows the message.
 */
export function MessageInput({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('messages');
  const send = useSendMessage(conversationId);
  const submitting = useRef(false);
  const errorId = useId();
  const form = useForm<SendMessageFormValues, unknown, z.output<typeof sendMessageBodySchema>>({
    resolver: zodResolver(sendMessageBodySchema),
    defaultValues: { body: '' },
  });
  const error = form.formState.errors.body?.message;
  const length = form.watch('body')?.length ?? 0;

  const onSubmit = form.handleSubmit(async (values) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await send.mutateAsync(values);
      form.reset({ body: '' });
      toast.success(t('sent'));
    } catch (failure) {
      if (!applyServerFieldErrors(failure, form.setError)) {
        toast.error(t('errors.sendFailed'), { description: (failure as Error).message });
      }
    } finally {
      submitting.current = false;
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-1 border-t p-3">
      <div className="flex items-end gap-2">
        <Textarea
          rows={2}
          aria-label={t('input.label')}
          placeholder={t('input.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="max-h-40 min-h-11 resize-none"
          {...form.register('body')}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void onSubmit();
            }
          }}
        />
        <Button
          type="submit"
          disabled={send.isPending}
          aria-label={t('input.send')}
          className="h-11 shrink-0"
        >
          {send.isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" />
          )}
          <span className="hidden sm:inline">{t('input.send')}</span>
        </Button>
      </div>
      <div className="flex justify-between gap-2 text-xs">
        {error ? (
          <p id={errorId} role="alert" className="font-medium text-destructive">
            {t(error)}
          </p>
        ) : (
          <p className="hidden text-muted-foreground sm:block">{t('input.hint')}</p>
        )}
        {length > MESSAGE_MAX_LENGTH - 200 && (
          <p className={length > MESSAGE_MAX_LENGTH ? 'text-destructive' : 'text-muted-foreground'}>
            {length}/{MESSAGE_MAX_LENGTH}
          </p>
        )}
      </div>
    </form>
  );
}
