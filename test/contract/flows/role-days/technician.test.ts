import { describe, expect, it } from 'vitest';
import { baseUrl, demo, keyHeaders } from '../../../support/http';
import { useOwnStack } from '../../../support/own-stack';
import { roleDay } from '../../../support/role-day';

// On a copy of the demo data (useOwnStack): the demo client files the requests the technician works
// (unit 3 of demo project 1, which the demo client bought), and their texts go to the file's outbox.
const stack = useOwnStack();
const day = roleDay(stack.call);

/** The demo client, signed in to the client app with the demo password. */
async function demoClient() {
  const response = await stack.call(`${baseUrl}/client/login`, {
    headers: keyHeaders(),
    form: { email_or_phone: demo.clientEmail, password: demo.password },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return keyHeaders({ Authorization: `Bearer ${response.body.data.token}` });
}

describe("the technician's day (demo.technician), over HTTP", () => {
  it('works the maintenance requests of his projects: listed, started, finished', async () => {
    const technician = await day.signInAs('technician');
    const client = await demoClient();
    const filed = await day.ok(
      `${baseUrl}/client/maintenance-request/store`,
      {
        headers: client,
        form: { category: 'plumbing', description: 'The kitchen tap drips all night.', unit_id: '3' },
      },
      201,
    );
    expect(filed.status).toBe('open');
    const requestUrl = `${day.crm}/maintenance-requests/${filed.id}`;

    // His projects' open requests, whoever is assigned: the new one among them.
    const listed = await stack.call(`${day.crm}/maintenance-requests?status=open&project_id=1&per_page=100`, {
      headers: technician.headers,
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.response.data.map((request: { id: number }) => request.id)).toContain(filed.id);
    expect((await day.ok(requestUrl, { headers: technician.headers })).id).toBe(filed.id);

    const started = await day.ok(`${requestUrl}/change-status`, {
      headers: technician.headers,
      form: { status: 'in_progress' },
    });
    expect(started.status).toBe('in_progress');
    await day.ok(
      `${requestUrl}/add-comment`,
      { headers: technician.headers, form: { comment: 'Washer replaced; testing the pressure.' } },
      201,
    );
    const finished = await day.ok(`${requestUrl}/change-status`, {
      headers: technician.headers,
      form: { status: 'completed', reason: 'Washer and cartridge replaced.' },
    });
    expect(finished.status).toBe('completed');

    // The client sees it done; the technician's in-progress list no longer holds it.
    const seen = await day.ok(`${baseUrl}/client/maintenance-request/${filed.id}`, { headers: client });
    expect(seen.status).toBe('completed');
    const working = await stack.call(
      `${day.crm}/maintenance-requests?status=in_progress&project_id=1&per_page=100`,
      {
        headers: technician.headers,
      },
    );
    expect(working.status).toBe(200);
    expect(working.body.response.data.map((request: { id: number }) => request.id)).not.toContain(filed.id);
  });
});
