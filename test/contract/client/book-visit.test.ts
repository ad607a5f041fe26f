import { describe, expect, it } from 'vitest';
import { Visit, VisitFormData } from '../../../shared/schemas/records';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders, loginAs } from '../../support/http';

const bearer = async () => keyHeaders({ Authorization: `Bearer ${await loginAs('client')}` });
const url = `${baseUrl}/client/book-visit`;

/** A distinct future slot per call (one day apart), so tests never collide with each other or the examples. */
let dayOffset = 400 + Math.floor(Math.random() * 2000);
const freshSlot = (time = '10:00') => {
  dayOffset += 1;
  return `${new Date(Date.now() + dayOffset * 86_400_000).toISOString().slice(0, 10)} ${time}`;
};

const book = async (fields: Record<string, string>, headers?: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return call(`${url}/store`, { method: 'POST', body: form, headers: headers ?? (await bearer()) });
};

describe('client book visit', () => {
  it('gives the projects and slot rules, books a visit (201) and lists it among the own visits', async () => {
    const headers = await bearer();
    const formData = expectSingle((await call(`${url}/get-form-data`, { headers })).body, VisitFormData);
    const project = formData.projects[0] as { id: number };
    const slot = freshSlot('09:30');
    const booked = await book(
      { project_id: String(project.id), visit_at: slot, notes: 'Bring the floor plans.' },
      headers,
    );
    expect(booked.status).toBe(201);
    const visit = expectSingle(booked.body, Visit);
    expect(visit.visit_at).toBe(`${slot.replace(' ', 'T')}:00.000Z`);
    expect(visit.status).toBe('scheduled');
    const listed = expectList((await call(`${url}?per_page=100`, { headers })).body, Visit, url);
    expect(listed.map((item) => item.id)).toContain(visit.id);
  });

  it('takes a slot once: a second booking of the project slot or of the client at that time is a 422', async () => {
    const slot = freshSlot('14:00');
    const results = await Promise.all([
      book({ project_id: '1', visit_at: slot }),
      book({ project_id: '1', visit_at: slot }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 422]);
    const sameTimeElsewhere = await book({ project_id: '2', visit_at: slot });
    expect(sameTimeElsewhere.status).toBe(422);
    expect(sameTimeElsewhere.body.errors).toHaveProperty('visit_at');
  });

  it('refuses a past time, a time off the slots, a bad format, a missing project or a unit of another project', async () => {
    const headers = await bearer();
    const cases: Array<[Record<string, string>, string]> = [
      [{ project_id: '1', visit_at: '2020-01-01 10:00' }, 'visit_at'],
      [{ project_id: '1', visit_at: freshSlot('10:15') }, 'visit_at'],
      [{ project_id: '1', visit_at: freshSlot('22:00') }, 'visit_at'],
      [{ project_id: '1', visit_at: 'tomorrow' }, 'visit_at'],
      [{ project_id: '1', visit_at: '2031-02-30 10:00' }, 'visit_at'],
      [{ project_id: '999', visit_at: freshSlot() }, 'project_id'],
      [{ visit_at: freshSlot() }, 'project_id'],
      [{ project_id: '2', unit_id: '1', visit_at: freshSlot() }, 'unit_id'],
    ];
    for (const [fields, field] of cases) {
      const response = await book(fields, headers);
      expect(response.status, JSON.stringify(fields)).toBe(422);
      expect(response.body.errors).toHaveProperty(field);
    }
  });

  it("needs a client bearer token, and lists only the client's own visits", async () => {
    for (const path of ['', '/get-form-data'])
      expect((await call(`${url}${path}`, { headers: keyHeaders() })).status).toBe(401);
    expect((await book({ project_id: '1', visit_at: freshSlot() }, keyHeaders())).status).toBe(401);
    const listed = (await call(`${url}?per_page=100`, { headers: await bearer() })).body.response
      .data as Array<{ client_id: number }>;
    expect(new Set(listed.map((visit) => visit.client_id)).size).toBe(1);
  });
});
