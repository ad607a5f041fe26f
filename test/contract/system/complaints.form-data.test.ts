import { describe, expect, it } from 'vitest';
import { Project } from '../../../shared/schemas/records';
import { expectList, nullFields } from '../../support/envelopes';
import { baseUrl, call, demo, keyHeaders } from '../../support/http';

const url = `${baseUrl}/system/complaints/get-form-data`;

describe('GET /system/complaints/get-form-data', () => {
  it('lists full Project records: every scalar, nested users and land owner, sixteen counters', async () => {
    const response = await call(url, { headers: keyHeaders() });
    expect(response.status).toBe(200);
    const projects = expectList(response.body, Project, url);
    expect(projects.length).toBeGreaterThanOrEqual(2);
    for (const project of projects) {
      expect(nullFields(project)).toEqual([]);
      // The seed's 15 units at least (the Postman run's init sale adds held units of its own).
      expect(project.units_count).toBeGreaterThanOrEqual(15);
      expect(project.buildings_count).toBe(3);
      expect(project.developer?.id).toBe(project.developer_id);
      expect(project.landOwner?.id).toBe(project.owner_id);
      expect(project.projectManagerUser?.id).toBe(project.project_manager_user_id);
    }
    // Project 2 has no purchase request; project 1 its seeded ones and any other test's since.
    const requests = Object.fromEntries(
      projects.map((project) => [project.id, project.purchase_requests_count]),
    );
    expect(requests[2]).toBe(0);
    expect(requests[1]).toBeGreaterThanOrEqual(2);
  });

  it('pages the projects with per_page', async () => {
    const response = await call(`${url}?per_page=1&page=2`, { headers: keyHeaders() });
    expect(response.body.response.meta).toMatchObject({
      current_page: 2,
      last_page: 2,
      total: 2,
      from: 2,
      to: 2,
    });
  });

  it('answers 422 for a per_page that is not a number', async () => {
    const response = await call(`${url}?per_page=many`, { headers: keyHeaders() });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ per_page: ['The per page field must be an integer.'] });
  });

  it('refuses a call without the key pair', async () => {
    expect((await call(url)).status).toBe(403);
    expect((await call(url, { headers: { 'x-api-key': demo.apiKey } })).status).toBe(401);
  });
});
