/** A monitor whose alert address is not confirmed yet: send its owner the confirmation link again. */
import { useMutation } from '@tanstack/react-query';
import { Loader2, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Lang } from './api';
import { requestAddress } from './address';
import { AddressNotice } from './AddressNotice';
import { BUTTON_SECONDARY } from './styles';

export function ResendConfirmation({ email, lang }: { email: string; lang: Lang }) {
  const { t } = useTranslation('monitors');
  const send = useMutation({ mutationFn: () => requestAddress(email, lang) });
  return (
    <div className="my-2 space-y-2">
      {send.data ? (
        <AddressNotice outcome={send.data} />
      ) : (
        <button
          type="button"
          onClick={() => send.mutate()}
          disabled={send.isPending}
          className={BUTTON_SECONDARY}
        >
          {send.isPending ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Mail aria-hidden="true" className="size-4" />
          )}
          {t('address.resend')}
        </button>
      )}
    </div>
  );
}
