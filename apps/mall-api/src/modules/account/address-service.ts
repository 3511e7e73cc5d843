// Regions (the cascade of /api/address/*) and the member's address book.
import { and, asc, count, desc, eq, inArray, like, lte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode, MEMBER_ADDRESS_MAX, type addressFields, type MemberAddress, type Paged, type Region, type RegionNode } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { tableRowsPage } from '../../db/paging';
import { memberAddress, region } from '../../db/schema-account';
import { BusinessError, unixSeconds } from '../../http/envelope';
import { pageOf } from './profile-service';

export const ADDRESS_NOT_FOUND = '收货地址不存在';
type AddressInput = z.output<typeof addressFields>;

const toAddress = (r: typeof memberAddress.$inferSelect): MemberAddress => ({
  id: r.id,
  name: r.name,
  mobile: r.mobile,
  telephone: r.telephone,
  province_id: r.provinceId,
  city_id: r.cityId,
  district_id: r.districtId,
  address: r.address,
  full_address: r.fullAddress,
  is_default: r.isDefault,
  create_time: unixSeconds(r.createTime),
});

/** The columns an address form sets, with the full address: the region names (province to district), then the street address. */
const addressColumns = (input: AddressInput, regionNames: string[]) => ({
  name: input.name,
  mobile: input.mobile,
  telephone: input.telephone,
  provinceId: input.province_id,
  cityId: input.city_id,
  districtId: input.district_id,
  address: input.address,
  fullAddress: [...regionNames, input.address].join(' '),
});

export function createAddressService(db: Db) {
  // Qualified by hand: drizzle leaves columns of a single-table select unqualified.
  const hasChildrenSql = sql<boolean>`exists (select 1 from region c where c.pid = "region"."id")`;

  /**
   * Checks province → city → district: each must be a child of the one before, and a level may be 0
   * only when its parent has no children. Answers the region names for full_address.
   */
  async function regionNames(input: AddressInput): Promise<string[]> {
    const chain: [number, number, string][] = [
      [input.province_id, 0, '省份'],
      [input.city_id, input.province_id, '城市'],
      [input.district_id, input.city_id, '区县'],
    ];
    const names: string[] = [];
    for (const [regionId, parent, label] of chain) {
      if (regionId === 0) {
        const [child] = await db.select({ id: region.id }).from(region).where(eq(region.pid, parent)).limit(1);
        if (child) throw new BusinessError(`请选择${label}`);
        break;
      }
      const [row] = await db
        .select({ name: region.name })
        .from(region)
        .where(and(eq(region.id, regionId), eq(region.pid, parent)));
      if (!row) throw new BusinessError(`${label}不存在或不属于所选上级地区`);
      names.push(row.name);
    }
    return names;
  }

  async function owned(memberId: number, id: number) {
    const [row] = await db
      .select()
      .from(memberAddress)
      .where(and(eq(memberAddress.id, id), eq(memberAddress.memberId, memberId)));
    if (!row) throw new BusinessError(ADDRESS_NOT_FOUND, ErrorCode.NOT_FOUND);
    return row;
  }

  return {
    async lists(pid: number, level?: number): Promise<Region[]> {
      const rows = await db
        .select({ id: region.id, pid: region.pid, name: region.name, level: region.level, has_children: hasChildrenSql })
        .from(region)
        .where(and(eq(region.pid, pid), level ? eq(region.level, level) : undefined))
        .orderBy(asc(region.sort), asc(region.id));
      return rows.map((r) => ({ ...r, has_children: Boolean(r.has_children) }));
    },

    async tree(depth: number): Promise<RegionNode[]> {
      const rows = await db
        .select({ id: region.id, pid: region.pid, name: region.name, level: region.level, has_children: hasChildrenSql })
        .from(region)
        .where(lte(region.level, depth))
        .orderBy(asc(region.level), asc(region.sort), asc(region.id));
      const nodes = new Map<number, RegionNode>();
      const roots: RegionNode[] = [];
      for (const r of rows) {
        const node: RegionNode = { id: r.id, pid: r.pid, name: r.name, level: r.level, has_children: Boolean(r.has_children), children: [] };
        nodes.set(r.id, node);
        if (r.pid === 0) roots.push(node);
        else nodes.get(r.pid)?.children.push(node);
      }
      return roots;
    },

    async cities(keyword: string) {
      const rows = await db
        .select({ id: region.id, name: region.name, province_id: region.pid, province_name: sql<string>`(select p.name from region p where p.id = "region"."pid")` })
        .from(region)
        .where(and(eq(region.level, 2), keyword ? like(region.name, `%${keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined))
        .orderBy(asc(region.pid), asc(region.sort), asc(region.id));
      return rows.map((r) => ({ ...r, province_name: r.province_name ?? '' }));
    },

    async page(memberId: number, page: number, pageSize: number): Promise<Paged<MemberAddress>> {
      const where = eq(memberAddress.memberId, memberId);
      const { rows, total } = await tableRowsPage(db, memberAddress, where, [desc(memberAddress.isDefault), desc(memberAddress.id)], page, pageSize);
      return pageOf(rows.map(toAddress), total, pageSize);
    },

    info: async (memberId: number, id: number) => toAddress(await owned(memberId, id)),

    /** Adds an address (at most MEMBER_ADDRESS_MAX); the first one, or is_default, becomes the default. */
    async add(memberId: number, input: AddressInput): Promise<number> {
      const names = await regionNames(input);
      return db.transaction(async (tx) => {
        // Serialises concurrent adds of one member so the cap and the single default hold.
        await tx.execute(sql`select pg_advisory_xact_lock(832004, ${memberId})`);
        const [{ n }] = await tx.select({ n: count() }).from(memberAddress).where(eq(memberAddress.memberId, memberId));
        if (Number(n) >= MEMBER_ADDRESS_MAX) throw new BusinessError(`最多只能保存 ${MEMBER_ADDRESS_MAX} 个收货地址`);
        const makeDefault = input.is_default === 1 || Number(n) === 0;
        if (makeDefault) await tx.update(memberAddress).set({ isDefault: false }).where(and(eq(memberAddress.memberId, memberId), eq(memberAddress.isDefault, true)));
        const [row] = await tx
          .insert(memberAddress)
          .values({
            memberId,
            ...addressColumns(input, names),
            isDefault: makeDefault,
          })
          .returning({ id: memberAddress.id });
        return row.id;
      });
    },

    async edit(memberId: number, input: AddressInput & { id: number }) {
      const current = await owned(memberId, input.id);
      const names = await regionNames(input);
      await db.transaction(async (tx) => {
        const makeDefault = input.is_default === 1;
        if (makeDefault) await tx.update(memberAddress).set({ isDefault: false }).where(and(eq(memberAddress.memberId, memberId), eq(memberAddress.isDefault, true), ne(memberAddress.id, input.id)));
        await tx
          .update(memberAddress)
          .set({
            ...addressColumns(input, names),
            // Unticking "default" on the default address keeps it: there is always one default.
            isDefault: makeDefault || current.isDefault,
          })
          .where(and(eq(memberAddress.id, input.id), eq(memberAddress.memberId, memberId)));
      });
      return true;
    },

    async setDefault(memberId: number, id: number) {
      await owned(memberId, id);
      await db.transaction(async (tx) => {
        await tx.update(memberAddress).set({ isDefault: false }).where(and(eq(memberAddress.memberId, memberId), eq(memberAddress.isDefault, true)));
        await tx.update(memberAddress).set({ isDefault: true }).where(and(eq(memberAddress.id, id), eq(memberAddress.memberId, memberId)));
      });
      return true;
    },

    /** Deletes an address; when it was the default, the newest remaining one becomes the default. */
    async remove(memberId: number, id: number) {
      const current = await owned(memberId, id);
      await db.transaction(async (tx) => {
        await tx.delete(memberAddress).where(and(eq(memberAddress.id, id), eq(memberAddress.memberId, memberId)));
        if (current.isDefault) {
          const [next] = await tx.select({ id: memberAddress.id }).from(memberAddress).where(eq(memberAddress.memberId, memberId)).orderBy(desc(memberAddress.id)).limit(1);
          if (next) await tx.update(memberAddress).set({ isDefault: true }).where(inArray(memberAddress.id, [next.id]));
        }
      });
      return true;
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
