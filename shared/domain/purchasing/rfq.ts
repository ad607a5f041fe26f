import { findEntity, linkedIds, loadEntities, prepareCreate, prepareUpdate } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { transaction } from '../../db/transaction-builder';
import { ConflictError, type FieldMessages, ValidationError } from '../../errors';
import { outboxPut } from '../../notifications/outbox';
import type { StaffCaller } from '../callers/callers';
import { riyadhDay } from '../home/riyadh-day';
import { sarOrNull } from '../money';
import type { PrintLanguage } from '../prints/print-templates';
import type { RenderedDocument } from '../prints/render-document';
import {
  PURCHASE_REQUEST_RECORD_NAME,
  type PurchaseRequestEntity,
} from '../purchase-requests/purchase-request-scope';
import { USER } from '../users/users';
import { PURCHASE_REQUEST, PURCHASE_REQUEST_OFFER } from './purchase-orders';
import { purchasingLabel, renderRfqDocument, requestNumber } from './purchasing-prints';
import { SUPPLIER_PROFILE } from './suppliers';

/**
 * A request for quotation sent to one supplier (STAFF-DOMAIN-2 1.2): one per (request, supplier),
 * held by a unique marker; a re-send counts `sent_count` up. `status` is invited until the supplier
 * answers (an offer recorded: responded) or says no (declined).
 */
export interface RfqInvitation {
  purchase_request_id: number;
  supplier_id: number;
  /** Where the last invitation went. */
  email: string;
  sent_at: string;
  sent_count: number;
  status: 'invited' | 'responded' | 'declined';
  /** The reply-by date the last invitation asked for (a Riyadh date). */
  reply_by: string;
  sent_by_id: number;
}

/** Invitations, linked under their request. */
export const RFQ_INVITATION = entityType<RfqInvitation>('RFQ_INVITATION');
export type RfqInvitationEntity = EntityOf<typeof RFQ_INVITATION>;

/** The unique-marker kind of an invitation: one per request and supplier. */
const INVITATION_KIND = 'rfq-invitation';

/** The most suppliers one send-mail invites (each gets its own PDF and e-mail). */
export const MAX_RFQ_SUPPLIERS = 10;
/** A reply-by date left out: a week after today (Riyadh). */
const DEFAULT_REPLY_DAYS = 7;
/** Tries of the write when parallel sends of the same request took its version or a marker first. */
const ATTEMPTS = 4;

/** A supplier as the RFQ reads it: the user, its profile, and the address the e-mail goes to. */
interface RfqSupplier {
  id: number;
  name: string;
  email: string;
}

/**
 * The suppliers asked for, each a user with a supplier profile that is not blocked and has an
 * e-mail; a 422 names each one that is not, by its position (`supplier_ids.1`).
 */
async function rfqSuppliers(ids: number[]): Promise<RfqSupplier[]> {
  const loaded = await loadEntities(
    ids.flatMap((id) => [
      { type: USER, id },
      { type: SUPPLIER_PROFILE, id },
    ]),
  );
  const errors: FieldMessages = {};
  const suppliers: RfqSupplier[] = [];
  ids.forEach((id, index) => {
    const user = loaded.get(USER, id);
    const profile = loaded.get(SUPPLIER_PROFILE, id);
    const field = `supplier_ids.${index}`;
    if (!user || !profile) errors[field] = [{ key: 'validation.exists' }];
    else if (profile.is_blocked)
      errors[field] = [{ key: 'purchasing.supplier_blocked', params: { supplier: profile.name } }];
    else {
      const email = (profile.email ?? user.email ?? '').trim();
      if (!email)
        errors[field] = [{ key: 'purchasing.supplier_without_email', params: { supplier: profile.name } }];
      else suppliers.push({ id, name: profile.name || user.name, email });
    }
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return suppliers;
}

/** The invitations of a request, by supplier. */
async function invitationsOf(requestId: number): Promise<Map<number, RfqInvitationEntity>> {
  const ids = await linkedIds({ type: PURCHASE_REQUEST, id: requestId }, RFQ_INVITATION);
  const loaded = await loadEntities(ids.map((id) => ({ type: RFQ_INVITATION, id })));
  return new Map(loaded.list(RFQ_INVITATION, ids).map((invitation) => [invitation.supplier_id, invitation]));
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The e-mail a supplier receives with its request for quotation attached (both languages). */
function rfqEmail(
  request: PurchaseRequestEntity,
  supplier: RfqSupplier,
  document: RenderedDocument,
  rfq: { replyBy: string; contact: StaffCaller['user'] },
) {
  const number = requestNumber(request);
  const contact = [rfq.contact.name, rfq.contact.email, rfq.contact.phone ? String(rfq.contact.phone) : null]
    .filter(Boolean)
    .join(' / ');
  return outboxPut({
    channel: 'email',
    to: supplier.email,
    subject: `طلب عرض سعر ${number} — Request for quotation ${number}`,
    body: [
      `السادة/ ${supplier.name} المحترمين،`,
      `نرجو تزويدنا بعرض سعركم للمواد المبينة في طلب الشراء ${number} المرفق، في موعد أقصاه ${rfq.replyBy}.`,
      `للتواصل: ${contact}`,
      '',
      `Dear ${supplier.name},`,
      `Please send us your quotation for the materials of purchase request ${number} (attached) by ${rfq.replyBy}.`,
      `Contact: ${contact}`,
    ].join('\n'),
    attachments: [{ key: document.key, filename: document.name, content_type: document.mime_type }],
  });
}

/** Thrown inside the write when a parallel send took the request's version or a marker first. */
class RaceLost extends Error {}

export interface SendRfqInput {
  supplier_ids: number[];
  reply_by?: string | undefined;
  language?: PrintLanguage | undefined;
}

/**
 * Purchase Request: profile send-mail — one e-mail per supplier through the outbox, each with its
 * own request for quotation attached (rendered and stored first), an invitation per (request,
 * supplier) created or counted up, and the request's sourcing moved from none to rfq_sent: all in
 * one transaction that holds only while the request is approved. Parallel sends of one request
 * make one invitation per supplier, counted once per send that landed.
 */
export async function sendRfq(caller: StaffCaller, request: PurchaseRequestEntity, input: SendRfqInput) {
  if (request.status !== 'approved')
    throw new ConflictError('purchasing.rfq_not_approved', {
      status: purchasingLabel(request.status, 'en'),
    });
  const today = riyadhDay(new Date());
  if (input.reply_by !== undefined && input.reply_by < today)
    throw ValidationError.forField('reply_by', 'validation.after_or_equal', { date: today });
  const replyBy = input.reply_by ?? addDays(today, DEFAULT_REPLY_DAYS);
  const suppliers = await rfqSuppliers([...new Set(input.supplier_ids)]);
  const language = input.language ?? 'ar';
  // Rendered and stored before the write: the e-mails name the PDFs by key.
  const documents = await Promise.all(
    suppliers.map((supplier) =>
      renderRfqDocument(request, {
        supplierName: supplier.name,
        replyBy,
        language,
        contact: {
          name: caller.user.name,
          email: caller.user.email ?? null,
          phone: caller.user.phone ? String(caller.user.phone) : null,
        },
      }),
    ),
  );
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeRfq(caller, request.id, suppliers, documents, replyBy);
    } catch (error) {
      if (!(error instanceof RaceLost)) throw error;
      if (attempt >= ATTEMPTS) throw new ConflictError('purchasing.rfq_busy');
      await new Promise((done) => setTimeout(done, Math.random() * 30 * attempt));
    }
  }
}

async function writeRfq(
  caller: StaffCaller,
  requestId: number,
  suppliers: RfqSupplier[],
  documents: RenderedDocument[],
  replyBy: string,
) {
  const [request, invitations] = await Promise.all([
    findEntity(PURCHASE_REQUEST, requestId),
    invitationsOf(requestId),
  ]);
  if (!request) throw new ConflictError('purchasing.rfq_not_approved', { status: 'deleted' });
  if (request.status !== 'approved')
    throw new ConflictError('purchasing.rfq_not_approved', {
      status: purchasingLabel(request.status, 'en'),
    });
  const now = new Date().toISOString();
  const write = transaction('send-rfq', { budget: 1 + MAX_RFQ_SUPPLIERS * 5 });
  const sourcing = request.sourcing_status ?? 'none';
  if (sourcing === 'none')
    write.include(
      'request',
      await prepareUpdate(
        PURCHASE_REQUEST,
        request.id,
        { sourcing_status: 'rfq_sent' },
        {
          recordName: PURCHASE_REQUEST_RECORD_NAME,
          current: request,
          condition: when.eq('status', 'approved'),
        },
      ),
    );
  else write.check('request', keys.entity(PURCHASE_REQUEST, request.id), when.eq('status', 'approved'));
  const sent: Array<{ supplier: RfqSupplier; invitation_id: number; sent_count: number }> = [];
  for (const [index, supplier] of suppliers.entries()) {
    const known = invitations.get(supplier.id);
    if (known) {
      write.update('invitation', keys.entity(RFQ_INVITATION, known.id), {
        set: {
          email: supplier.email,
          sent_at: now,
          updated_at: now,
          reply_by: replyBy,
          sent_by_id: caller.id,
          ...(known.status === 'declined' ? { status: 'invited' } : {}),
        },
        add: { sent_count: 1, version: 1 },
        condition: when.itemExists(),
      });
      sent.push({ supplier, invitation_id: known.id, sent_count: known.sent_count + 1 });
    } else {
      const created = await prepareCreate(
        RFQ_INVITATION,
        {
          purchase_request_id: request.id,
          supplier_id: supplier.id,
          email: supplier.email,
          sent_at: now,
          sent_count: 1,
          status: 'invited',
          reply_by: replyBy,
          sent_by_id: caller.id,
        },
        {
          links: [{ type: PURCHASE_REQUEST, id: request.id }],
          uniques: [{ kind: INVITATION_KIND, field: 'supplier_ids', value: `${request.id}:${supplier.id}` }],
        },
      );
      write.include('invitation', created);
      sent.push({ supplier, invitation_id: created.entity.id, sent_count: 1 });
    }
    write.add({
      name: 'outbox',
      item: rfqEmail(request, supplier, documents[index] as RenderedDocument, {
        replyBy,
        contact: caller.user,
      }),
    });
  }
  // A lost version or a marker taken by a parallel send: read again and write again.
  await write.commit({ request: () => new RaceLost(), invitation: () => new RaceLost() });
  return {
    purchase_request_id: request.id,
    sourcing_status: sourcing === 'none' ? 'rfq_sent' : sourcing,
    reply_by: replyBy,
    sent: sent.map(({ supplier, invitation_id, sent_count }) => ({
      invitation_id,
      supplier_id: supplier.id,
      supplier_name: supplier.name,
      email: supplier.email,
      sent_count,
    })),
  };
}

/**
 * Purchase Request: get-suppliers — the suppliers invited to quote, oldest invitation first, each
 * with its invitation and its offer (the live one, if recorded): an offer recorded makes the
 * invitation read `responded`.
 */
export async function requestSuppliers(request: PurchaseRequestEntity) {
  const ref = { type: PURCHASE_REQUEST, id: request.id };
  const [invitationIds, offerIds] = await Promise.all([
    linkedIds(ref, RFQ_INVITATION).then((ids) => ids.reverse()),
    linkedIds(ref, PURCHASE_REQUEST_OFFER),
  ]);
  const keptOffers = (request as { offer_ids?: number[] }).offer_ids ?? [];
  const allOfferIds = [...new Set([...offerIds, ...keptOffers])];
  const loaded = await loadEntities([
    ...invitationIds.map((id) => ({ type: RFQ_INVITATION, id })),
    ...allOfferIds.map((id) => ({ type: PURCHASE_REQUEST_OFFER, id })),
  ]);
  const invitations = loaded.list(RFQ_INVITATION, invitationIds);
  const offers = loaded
    .list(PURCHASE_REQUEST_OFFER, allOfferIds)
    .filter((offer) => offer.purchase_request_id === request.id && offer.status !== 'replaced');
  const people = await loadEntities(
    invitations.flatMap((invitation) => [
      { type: USER, id: invitation.supplier_id },
      { type: SUPPLIER_PROFILE, id: invitation.supplier_id },
    ]),
  );
  return invitations.map((invitation) => {
    const user = people.get(USER, invitation.supplier_id);
    const profile = people.get(SUPPLIER_PROFILE, invitation.supplier_id);
    // The newest offer of the supplier stands for it (a replaced one is gone from the list).
    const offer = offers
      .filter((each) => each.supplier_id === invitation.supplier_id)
      .sort((a, b) => b.id - a.id)[0];
    return {
      id: invitation.id,
      purchase_request_id: invitation.purchase_request_id,
      supplier_id: invitation.supplier_id,
      supplier: {
        id: invitation.supplier_id,
        name: profile?.name ?? user?.name ?? '',
        email: invitation.email,
        cr_number: profile?.cr_number ?? null,
        vat_number: profile?.vat_number ?? null,
        is_blocked: profile?.is_blocked ?? false,
      },
      status: offer && invitation.status === 'invited' ? 'responded' : invitation.status,
      sent_at: invitation.sent_at,
      sent_count: invitation.sent_count,
      reply_by: invitation.reply_by,
      offer_status: offer?.status ?? null,
      offer: offer
        ? {
            id: offer.id,
            status: offer.status,
            offer_number: offer.offer_number === null ? null : String(offer.offer_number),
            total: sarOrNull(offer.total),
            valid_until: offer.valid_until ?? null,
          }
        : null,
    };
  });
}
