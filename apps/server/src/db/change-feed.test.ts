import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseUrlFor, testDatabaseUrl } from '../../test/databases.js';
import { useTestApp } from '../../test/test-app.js';
import { CHANGE_FEED_APPLICATION, postgresChangeFeed } from './change-feed.js';
import { user } from './schema.js';
import { until } from '../../test/until.js';

const t = useTestApp();

describe('the change feed', () => {
  it("hands its listeners each trigger's event, and a payload it cannot read as a reset", async () => {
    const person = await t.signUp();
    const heard: string[] = [];
    await t.database.changes.subscribe('viewer_changed', {
      onChange: (event) => {
        if (event.kind === 'user' && event.userId === person.id) heard.push('renamed');
      },
      onReset: () => heard.push('reset'),
    });
    await t.db.update(user).set({ name: 'Renamed' }).where(eq(user.id, person.id));
    await t.database.changes.caughtUp();
    expect(heard).toEqual(['renamed']);
    // Not a trigger's: the listeners forget everything rather than guess what changed.
    await t.db.execute(sql`select pg_notify('viewer_changed', '*')`);
    await t.database.changes.caughtUp();
    expect(heard).toEqual(['renamed', 'reset']);
  });
});

// Only PostgreSQL has a listening connection that can be lost; PGlite reports in-process.
describe.skipIf(!testDatabaseUrl)('the change feed losing its PostgreSQL connection', () => {
  it('reads from the database while it is down, then listens and caches again', async () => {
    const person = await t.signUp();
    const url = `/api/myorders?email=${encodeURIComponent(person.email)}`;
    expect((await t.request({ url, as: person })).statusCode).toBe(200);
    const mine = `/api/myproducts?email=${encodeURIComponent(person.email)}`;
    expect((await t.request({ url: mine, as: person })).statusCode).toBe(403);
    expect(t.database.changes.live).toBe(true);

    await t.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${CHANGE_FEED_APPLICATION} and datname = current_database()`);
    await until(() => !t.database.changes.live, 'the feed notices the lost connection');

    // A change nobody reported is seen at once: nothing is answered from memory meanwhile.
    await t.db.update(user).set({ sells: true }).where(eq(user.id, person.id));
    expect((await t.request({ url: mine, as: person })).statusCode).toBe(200);
    const whileDown = await t.queriesOf({ url: '/api/categories' });
    expect(whileDown.queries).toHaveLength(1);

    await until(() => t.database.changes.live, 'the feed listens again');
    await t.request({ url: `/api/myproducts?email=${encodeURIComponent(person.email)}`, as: person });
    const cached = await t.queriesOf({
      url: `/api/myproducts?email=${encodeURIComponent(person.email)}`,
      as: person,
    });
    expect(cached.response.statusCode).toBe(200);
    expect(cached.queries.filter((query) => /from "session"/.test(query))).toHaveLength(0);
  });
});

/** The URL of the test app's own database, for a second instance's feed or a silent listener. */
async function ownDatabaseUrl(): Promise<string> {
  const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  return databaseUrlFor(result.rows[0]!.name);
}

describe.skipIf(!testDatabaseUrl)('a roll call of every instance listening on the database', () => {
  it('resolves once another instance has been reported the change committed before it', async () => {
    const other = postgresChangeFeed(await ownDatabaseUrl());
    const heard: string[] = [];
    await other.subscribe('viewer_changed', {
      onChange: (event) => heard.push(event.kind === 'user' ? event.userId : event.sessionId),
      onReset: () => {},
    });
    try {
      for (let round = 0; round < 20; round += 1) {
        const person = await t.signUp();
        await t.db
          .update(user)
          .set({ name: `Renamed ${round}` })
          .where(eq(user.id, person.id));
        const started = performance.now();
        // A bound far past the test's time: only the other instance's answer can end the wait.
        await t.database.changes.everyInstanceCaughtUp(60_000);
        expect(heard).toContain(person.id);
        expect(performance.now() - started).toBeLessThan(1000);
      }
    } finally {
      await other.close();
    }
  }, 30_000);
});
