import { randomBytes } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { localS3Options } from '../../../infra/local/s3-options';
import { bucketName } from '../../../shared/config/env';
import {
  ClientAttentionRequest,
  EnquiryPreferences,
  MaintenanceRequest,
} from '../../../shared/schemas/records';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders, loginAs } from '../../support/http';

const listUrl = `${baseUrl}/client/maintenance-request`;
const commentUrl = (id: number | string) => `${listUrl}/${id}/add-comment`;

async function clientHeaders() {
  return keyHeaders({
    Authorization: `Bearer ${await loginAs('client')}`,
    'X-Requested-With': 'XMLHttpRequest',
  });
}

/** The demo client's first request: seeded open, never deleted by any test (others come and go in parallel). */
async function ownRequestId(_headers: Record<string, string>): Promise<number> {
  return 1;
}

describe('POST /client/maintenance-request/{id}/add-comment', () => {
  it('stores binary attachments in S3 in the order sent and reads them back byte for byte', async () => {
    const headers = await clientHeaders();
    const requestId = await ownRequestId(headers);
    const files = [
      randomBytes(200_000),
      Buffer.from([0, 0xff, 0x0d, 0x0a, 0x1a, 0x00]),
      randomBytes(3_000_000),
    ];
    const names = ['photo-1.jpg', 'notes.bin', 'video.mp4'];
    const response = await call(commentUrl(requestId), {
      headers,
      form: {
        comment: 'Water is still dripping',
        'attachments[]': files.map(
          (content, index) =>
            new File([content], names[index] as string, { type: 'application/octet-stream' }),
        ),
      },
    });
    expect(response.status).toBe(200);
    const record = expectSingle(response.body, EnquiryPreferences);
    expect(record.client?.email).toBe('demo.client@example.com');
    // The preferences are the client's newest enquiry, which a file running beside this one may
    // replace (client/attention-requests.test.ts stores one): they match that enquiry, whatever it holds.
    const enquiry = await call(`${baseUrl}/client/attention-requests/${record.id}`, { headers });
    expect(enquiry.status).toBe(200);
    const shown = expectSingle(enquiry.body, ClientAttentionRequest);
    const ids = (list: { id: number }[]) => list.map((item) => item.id);
    expect(ids(record.projects)).toEqual(ids(shown.projects));
    expect(ids(record.units)).toEqual(ids(shown.units));
    expect(record.projects.length).toBeGreaterThan(0);
    const comment = record.comment;
    expect(comment?.comment).toBe('Water is still dripping');
    expect(comment?.maintenance_request_id).toBe(requestId);
    expect(comment?.attachments.map((file) => file.name)).toEqual(names);
    expect(comment?.attachments.map((file) => file.size)).toEqual(files.map((file) => file.length));
    for (const [index, attachment] of (comment?.attachments ?? []).entries()) {
      const download = await fetch(attachment.url);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(files[index] as Buffer)).toBe(true);
    }
    const s3 = new S3Client(localS3Options(process.env.S3_ENDPOINT as string));
    const stored = await s3.send(
      new ListObjectsV2Command({
        Bucket: bucketName(),
        Prefix: `maintenance-requests/${requestId}/comments/${comment?.id}/`,
      }),
    );
    expect(stored.Contents?.map((object) => object.Key?.split('/').pop()).sort()).toEqual([
      '1-photo-1.jpg',
      '2-notes.bin',
      '3-video.mp4',
    ]);
  });

  it('counts the comment on the request and on its unit', async () => {
    const headers = await clientHeaders();
    const before = await call(`${listUrl}/1`, { headers });
    await call(commentUrl(1), { headers, form: { comment: 'One more' } });
    const after = await call(`${listUrl}/1`, { headers });
    expect(after.body.data.comments_count).toBe(before.body.data.comments_count + 1);
  });

  it("answers 404 for another client's request, the same as for a missing one", async () => {
    const headers = await clientHeaders();
    const other = await call(commentUrl(3), { headers, form: { comment: 'not mine' } });
    const missing = await call(commentUrl(99999), { headers, form: { comment: 'nothing here' } });
    expect(other.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(other.body).toEqual(missing.body);
  });

  it('answers 422 for a missing comment, a non-file attachment, a file over 4 MB and more than five files', async () => {
    const headers = await clientHeaders();
    const id = await ownRequestId(headers);
    const missing = await call(commentUrl(id), { headers, form: {} });
    expect(missing.body.errors).toEqual({ comment: ['The comment field is required.'] });
    const text = await call(commentUrl(id), {
      headers,
      form: { comment: 'x', 'attachments[]': 'not a file' },
    });
    expect(text.body.errors).toEqual({ 'attachments.0': ['The attachments.0 field must be a file.'] });
    const big = await call(commentUrl(id), {
      headers,
      form: { comment: 'x', 'attachments[]': new File([Buffer.alloc(4 * 1024 * 1024 + 1)], 'big.bin') },
    });
    expect(big.status).toBe(422);
    expect(big.body.errors).toEqual({
      'attachments.0': ['The attachments.0 field must not be greater than 4096 kilobytes.'],
    });
    const many = await call(commentUrl(id), {
      headers,
      form: {
        comment: 'x',
        'attachments[]': Array.from({ length: 6 }, (_, i) => new File([`f${i}`], `f${i}.txt`)),
      },
    });
    expect(many.status).toBe(422);
    expect(many.body.errors).toEqual({
      attachments: ['The attachments field must not have more than 5 items.'],
    });
  });

  it('needs the client bearer and the key pair', async () => {
    expect((await call(commentUrl(1), { headers: keyHeaders(), form: { comment: 'x' } })).status).toBe(401);
    const staff = await loginAs('staff');
    expect(
      (
        await call(commentUrl(1), {
          headers: keyHeaders({ Authorization: `Bearer ${staff}` }),
          form: { comment: 'x' },
        })
      ).status,
    ).toBe(401);
    expect((await call(commentUrl(1), { form: { comment: 'x' } })).status).toBe(403);
  });
});

describe('GET /client/maintenance-request', () => {
  it("lists only the signed-in client's own requests", async () => {
    const headers = await clientHeaders();
    const response = await call(listUrl, { headers });
    expect(response.status).toBe(200);
    const requests = expectList(response.body, MaintenanceRequest, listUrl);
    expect(requests.length).toBeGreaterThanOrEqual(2);
    const clientId = requests[0]?.client_id;
    expect(requests.every((request) => request.client_id === clientId)).toBe(true);
    expect((await call(listUrl, { headers: keyHeaders() })).status).toBe(401);
  });
});
