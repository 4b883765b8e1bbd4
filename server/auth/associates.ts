import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { associateCredentials } from '../db/schema/auth.ts';
import { storeEmployees, stores } from '../db/schema/catalogue.ts';
import type { AssociateSession } from '../http/context.ts';

export interface AssociateRecord {
  session: AssociateSession;
  passwordHash: string | null;
}

/**
 * An active associate of the store roster (catalogue tables) with their password hash
 * (null without credentials). `storeId` omitted: by employee id alone (refresh).
 */
export async function findAssociate(
  db: Executor,
  employeeId: string,
  storeId?: string,
): Promise<AssociateRecord | undefined> {
  const [row] = await db
    .select({
      storeId: stores.id,
      storeName: stores.name,
      employeeId: storeEmployees.employeeId,
      firstName: storeEmployees.firstName,
      lastName: storeEmployees.lastName,
      passwordHash: associateCredentials.passwordHash,
    })
    .from(storeEmployees)
    .innerJoin(stores, eq(stores.id, storeEmployees.storeId))
    .leftJoin(associateCredentials, eq(associateCredentials.employeeId, storeEmployees.employeeId))
    .where(
      and(
        eq(storeEmployees.employeeId, employeeId),
        eq(storeEmployees.active, true),
        storeId === undefined ? undefined : eq(storeEmployees.storeId, storeId),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  return {
    session: {
      storeId: row.storeId,
      storeName: row.storeName,
      storeEmployeeId: row.employeeId,
      storeEmployeeName: `${row.firstName} ${row.lastName}`,
    },
    passwordHash: row.passwordHash,
  };
}
