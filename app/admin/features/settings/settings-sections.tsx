import { TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { PurchaseMoment } from '../../../../common/ads/purchase-report';
import { SETTINGS_MESSAGES, type AdminSettings } from '../../../../common/settings/admin-settings-schemas';
import { SelectField, TextAreaField, TextField } from '../../forms/fields';
import { SwitchField } from '../../forms/switch-field';
import type { TextSetting } from './settings-form-rules';
import { SiteLogoCard } from './site-logo-card';

/**
 * The cards of the settings form (back-office §2 Site settings): General Information, Contact
 * Information, Social Media, Notification Settings and System Settings. Their fields are bound to the
 * form around them by name (the setting's key); the form owns the values and the save.
 */

/** One card of the form: a region named by its heading. */
export function Card({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-stone-600">{description}</p>
      <div className="space-y-4">{children}</div>
    </section>
  );
}

export function GeneralSection() {
  return (
    <Card title="General Information" description="The shop's name and description, and its logo.">
      <TextField name="siteName" label="Site name" required />
      <TextAreaField
        name="siteDescription"
        label="Site description"
        rows={3}
        hint="A line or two about the shop, used where the site describes itself."
      />
      <SiteLogoCard />
    </Card>
  );
}

type PhoneField = keyof AdminSettings['phoneProblems'];

/** Under a phone field: how it is saved, or, while it still holds a stored number the shop cannot use, why. */
function PhoneHint({
  name,
  stored,
  problem,
}: {
  name: PhoneField;
  stored: string;
  problem: string | undefined;
}) {
  const value = useWatch<Record<PhoneField, string>>({ name });
  if (problem && value.trim() === stored.trim()) {
    return <span className="font-medium text-amber-900">{problem}</span>;
  }
  return name === 'whatsappNumber'
    ? 'A Pakistani mobile number, such as 0300 1234567. Saved as +92…; the shop’s WhatsApp button opens a chat with it.'
    : 'A Pakistani phone number, such as 0300 1234567 or 042 35761234. Saved as +92….';
}

/**
 * Contact Information. The phone numbers are checked by the server (Pakistani numbers, WhatsApp a
 * mobile) and saved as E.164; `saved` are the numbers as loaded, `phoneProblems` what is wrong with one
 * saved before the check, shown until the number is typed again.
 */
export function ContactSection({
  saved,
  phoneProblems,
}: {
  saved: Record<PhoneField, string>;
  phoneProblems: AdminSettings['phoneProblems'];
}) {
  return (
    <Card
      title="Contact Information"
      description="How shoppers reach the shop: shown on the site and in order messages."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="contactEmail"
          label="Contact email"
          type="email"
          inputMode="email"
          placeholder="hello@example.pk"
        />
        <TextField
          name="contactPhone"
          label="Contact phone"
          type="tel"
          inputMode="tel"
          placeholder="+92 300 1234567"
          hint={
            <PhoneHint name="contactPhone" stored={saved.contactPhone} problem={phoneProblems.contactPhone} />
          }
        />
        <TextField
          name="whatsappNumber"
          label="WhatsApp number"
          type="tel"
          inputMode="tel"
          placeholder="+92 300 1234567"
          className="sm:col-span-2"
          hint={
            <PhoneHint
              name="whatsappNumber"
              stored={saved.whatsappNumber}
              problem={phoneProblems.whatsappNumber}
            />
          }
        />
      </div>
      <TextAreaField name="address" label="Address" rows={2} />
    </Card>
  );
}

const SOCIAL: ReadonlyArray<{ key: TextSetting; label: string; placeholder: string }> = [
  { key: 'facebookUrl', label: 'Facebook', placeholder: 'https://facebook.com/yourshop' },
  { key: 'instagramUrl', label: 'Instagram', placeholder: 'https://instagram.com/yourshop' },
  { key: 'twitterUrl', label: 'Twitter', placeholder: 'https://x.com/yourshop' },
  { key: 'youtubeUrl', label: 'YouTube', placeholder: 'https://youtube.com/@yourshop' },
];

export function SocialSection() {
  return (
    <Card
      title="Social Media"
      description="The shop's profiles, linked from the site. Web addresses starting with http:// or https:// only; leave a field empty to hide its link."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIAL.map(({ key, label, placeholder }) => (
          <TextField
            key={key}
            name={key}
            label={`${label} URL`}
            type="url"
            inputMode="url"
            placeholder={placeholder}
          />
        ))}
      </div>
    </Card>
  );
}

/**
 * Notification Settings. WhatsApp messages need the server's WhatsApp Business credentials: without them
 * the switch says "Not connected" (its state is kept, and used once they are configured).
 */
export function NotificationSection({ whatsappConnected }: { whatsappConnected: boolean }) {
  return (
    <Card
      title="Notification Settings"
      description="Whether the shop is told of each new order. A change applies from the next order placed; orders already placed are not notified again."
    >
      <SwitchField
        name="emailNotificationsEnabled"
        label="Email notifications for new orders"
        hint="An email to the shop for each new order."
      />
      <SwitchField
        name="whatsappNotificationsEnabled"
        label="WhatsApp notifications for new orders"
        hint={
          whatsappConnected ? (
            'A WhatsApp message to the shop’s WhatsApp number for each new order.'
          ) : (
            <>
              <span className="font-semibold text-amber-900">Not connected.</span> This server has no WhatsApp
              Business credentials (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID), so no WhatsApp message is
              sent, even while this is on. Each order says so in its notifications.
            </>
          )
        }
      />
    </Card>
  );
}

/**
 * WhatsApp with customers (docs/whatsapp.md): confirmation by button, the wait before the desk calls, the
 * parcel's updates, and the shoppers' word for "stop". Without credentials nothing goes, and it says so.
 */
export function CustomerWhatsAppSection({ whatsappConnected }: { whatsappConnected: boolean }) {
  return (
    <Card
      title="WhatsApp with customers"
      description="Messages the shop starts to its customers, as the templates below. A customer who replies STOP gets none again until they reply START."
    >
      {whatsappConnected ? null : (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span className="font-semibold">Not connected.</span> This server has no WhatsApp Business
          credentials, so no customer is messaged, even while these are on.
        </p>
      )}
      <SwitchField
        name="whatsappAutoConfirm"
        label="Confirmation by WhatsApp button"
        hint="Each new order's customer gets the order-received message with Confirm and Cancel; their answer is recorded on the confirmation desk. Orders with risk signals, landlines and blocked phones go straight to the desk."
      />
      <TextField
        name="whatsappNoReplyMinutes"
        label="Minutes to wait for an answer"
        required
        inputMode="numeric"
        hint="Then the order goes first on the confirmation desk, marked “No reply” (5 to 1,440)."
      />
      <SwitchField
        name="whatsappShippingUpdates"
        label="Shipping updates by WhatsApp"
        hint="The customer is told when the parcel ships (with its tracking link and the cash to keep ready), is out for delivery, and when a delivery attempt failed."
      />
      <TextField
        name="whatsappStopWord"
        label="Stop word besides STOP"
        hint="What your customers write to stop messages, in Urdu for example: بند کریں"
      />
    </Card>
  );
}

/**
 * Shipping (decision 031): what the couriers booked by API are told of the shop's parcels. Their
 * credentials are the server's, never settings.
 */
export function ShippingSection() {
  return (
    <Card
      title="Shipping"
      description="For couriers booked from the back office (PostEx, Trax, Leopards): where riders collect parcels, and the weight booked for each."
    >
      <TextAreaField
        name="pickupAddress"
        label="Pickup address"
        rows={2}
        hint="Printed on load sheets. Empty: the shop's address above."
      />
      <TextField
        name="parcelWeightGrams"
        label="Parcel weight (grams)"
        required
        inputMode="numeric"
        hint="Booked for every parcel; couriers charge by weight."
      />
    </Card>
  );
}

const PURCHASE_CHOICES: ReadonlyArray<{ value: PurchaseMoment; label: string }> = [
  { value: 'delivered', label: 'When delivered (Completed)' },
  { value: 'placed', label: 'When placed, at checkout' },
];

/** One service the shop reports purchases to, and whether this server holds its credentials. */
function Connection({
  name,
  connected,
  variables,
  missing,
}: {
  name: string;
  connected: boolean;
  variables: string;
  /** What the owner must still set for it to report anything. */
  missing?: string;
}) {
  return (
    <li>
      <span className="font-medium text-stone-900">{name}:</span>{' '}
      {connected ? (
        <>
          connected
          {missing ? <span className="font-semibold text-amber-900">, but {missing}</span> : null}
        </>
      ) : (
        <>
          <span className="font-semibold text-amber-900">not connected</span> ({variables} not set on this
          server)
        </>
      )}
    </li>
  );
}

/**
 * Ads and analytics (docs/ads.md): the Meta Pixel the storefront loads and the Conversions API reports to,
 * and when a purchase is reported. The servers' credentials are the environment's; the card says which
 * are set, since without them only the browser's pixel reports anything.
 */
export function AdsSection({
  adsConnected,
  pixelSaved,
}: {
  adsConnected: AdminSettings['adsConnected'];
  /** Whether a Meta Pixel ID is saved: without one the Conversions API has no pixel to report to. */
  pixelSaved: boolean;
}) {
  return (
    <Card
      title="Ads and analytics"
      description="What Meta and Google Analytics are told of the shop's orders, so that ads learn from the orders that were paid for."
    >
      <TextField
        name="metaPixelId"
        label="Meta Pixel ID"
        inputMode="numeric"
        placeholder="1234567890123456"
        hint="The number Events Manager shows for the shop's pixel. Empty: no pixel on the shop, and nothing sent to Meta."
      />
      <SelectField<PurchaseMoment>
        name="purchaseReportedWhen"
        label="Report a purchase"
        options={PURCHASE_CHOICES}
        hint="When delivered, only orders that were paid for count as purchases, sent from the shop's server (to Meta within 7 days of the order). When placed, every order counts at checkout, from the shopper's browser and the server, cancelled ones too; a returned parcel is taken back in Google Analytics."
      />
      <ul className="space-y-1 text-sm text-stone-700">
        <Connection
          name="Meta Conversions API"
          connected={adsConnected.metaConversions}
          variables="META_CAPI_TOKEN"
          missing={pixelSaved ? undefined : 'no Meta Pixel ID saved, so nothing is sent'}
        />
        <Connection
          name="Google Analytics"
          connected={adsConnected.ga4}
          variables="GA4_MEASUREMENT_ID and GA4_API_SECRET"
        />
      </ul>
    </Card>
  );
}

/**
 * System Settings. While maintenance mode is on (saved) or about to be (switched on, not saved yet) a
 * warning says what it does; it is a live region, so switching it on is read out at once.
 */
export function SystemSection({ savedMaintenance }: { savedMaintenance: boolean }) {
  const maintenanceMode = useWatch<{ maintenanceMode: boolean }>({ name: 'maintenanceMode' });
  return (
    <Card title="System Settings" description="Maintenance mode and the shop's currency.">
      <SwitchField
        name="maintenanceMode"
        label="Maintenance mode"
        hint="Closes the shop for a while: visitors see the maintenance page."
      />
      <div role="status">
        {maintenanceMode ? (
          <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {savedMaintenance
              ? SETTINGS_MESSAGES.maintenanceOn
              : 'When you save, maintenance mode turns on: visitors see the maintenance page and orders are refused until you turn it off.'}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="defaultCurrency"
          label="Default currency"
          required
          placeholder="PKR"
          hint="A three-letter code such as PKR."
        />
        <TextField
          name="currencySymbol"
          label="Currency symbol"
          required
          placeholder="Rs"
          hint="Shown before prices, such as Rs."
        />
      </div>
    </Card>
  );
}
