import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { presaleRounds } from '../../db/schema.ts';
import { createRound } from './admin.ts';

const DAY_MS = 86_400_000;

/**
 * Two rounds on a database that has none: NOVA live for a week from the first start, ORBIT
 * starting ten days later. What operators create later is theirs; this never runs again, and
 * several nodes starting at once seed it once.
 */
export async function seedPresale(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    // Nodes that start together seed once: the second waits here, then finds the rounds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('presale_seed'))`);
    const rows = await tx.select({ n: count() }).from(presaleRounds);
    if ((rows[0]?.n ?? 0) > 0) return;
    const t = now.getTime();
    await createRound(
      tx,
      {
        symbol: 'NOVA',
        name: 'Nova Network',
        price: '0.05',
        tokens: '2000000',
        tokenScale: 4,
        cap: '5000',
        minCommitment: '10',
        startTime: t - DAY_MS,
        endTime: t + 7 * DAY_MS,
        distributionTime: t + 7 * DAY_MS,
        descriptions: {
          en: 'Nova Network is a fast settlement layer for payments between exchanges. This round offers 2,000,000 NOVA at 0.05 USDT.',
          ja: 'Nova Network は取引所間の決済を高速化するレイヤーです。このラウンドでは 2,000,000 NOVA を 0.05 USDT で提供します。',
          ko: 'Nova Network는 거래소 간 결제를 위한 빠른 정산 레이어입니다. 이번 라운드는 2,000,000 NOVA를 0.05 USDT에 제공합니다.',
          de: 'Nova Network ist eine schnelle Abwicklungsschicht für Zahlungen zwischen Börsen. Diese Runde bietet 2.000.000 NOVA zu 0,05 USDT.',
          fr: 'Nova Network est une couche de règlement rapide pour les paiements entre plateformes. Ce tour propose 2 000 000 NOVA à 0,05 USDT.',
          it: 'Nova Network è un livello di regolamento veloce per i pagamenti tra exchange. Questo round offre 2.000.000 NOVA a 0,05 USDT.',
          es: 'Nova Network es una capa de liquidación rápida para pagos entre plataformas. Esta ronda ofrece 2.000.000 NOVA a 0,05 USDT.',
          ar: 'شبكة نوفا طبقة تسوية سريعة للمدفوعات بين المنصات. تعرض هذه الجولة 2,000,000 NOVA بسعر 0.05 USDT.',
          hk: 'Nova Network 是交易所之間付款的快速結算層。本輪以 0.05 USDT 提供 2,000,000 NOVA。',
          zh: 'Nova Network 是交易所之间付款的快速结算层。本轮以 0.05 USDT 提供 2,000,000 NOVA。',
        },
      },
      null,
      now,
    );
    await createRound(
      tx,
      {
        symbol: 'ORBIT',
        name: 'Orbit Data',
        price: '0.2',
        tokens: '500000',
        tokenScale: 2,
        cap: '2000',
        minCommitment: '20',
        startTime: t + 10 * DAY_MS,
        endTime: t + 17 * DAY_MS,
        distributionTime: t + 18 * DAY_MS,
        descriptions: {
          en: 'Orbit Data pays node operators for storing and serving market data. This round offers 500,000 ORBIT at 0.2 USDT.',
          zh: 'Orbit Data 向存储和提供市场数据的节点运营者付费。本轮以 0.2 USDT 提供 500,000 ORBIT。',
        },
      },
      null,
      now,
    );
  });
}
