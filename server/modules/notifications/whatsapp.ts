/** Sends a text message through the WhatsApp Business Cloud API (Meta's Graph API). */
export type WhatsAppSender = { send(to: string, body: string): Promise<void> };

export const WHATSAPP_API_DEFAULT_URL = 'https://graph.facebook.com/v21.0';

export function createWhatsAppSender(options: {
  token: string;
  phoneNumberId: string;
  apiUrl: string;
}): WhatsAppSender {
  return {
    async send(to, body) {
      const response = await fetch(
        `${options.apiUrl}/${encodeURIComponent(options.phoneNumberId)}/messages`,
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: to.replace(/\D/g, ''),
            type: 'text',
            text: { preview_url: false, body },
          }),
          signal: AbortSignal.timeout(15_000),
        },
      );
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`WhatsApp API answered ${response.status}${detail ? `: ${detail}` : ''}`);
      }
    },
  };
}
