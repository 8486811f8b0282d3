import type { Db } from '../../db/client.ts';
import { instrumentSeeds } from './instruments.ts';
import { insertMissingInstruments } from './repo.ts';

export async function seedInstruments(db: Db): Promise<void> {
  await insertMissingInstruments(
    db,
    instrumentSeeds.map((seed, index) => ({
      code: seed.code,
      type: seed.type,
      appName: seed.appName,
      logo: seed.logo,
      precision: seed.precision,
      contractSize: seed.contractSize,
      leverages: seed.leverages,
      feeRate: seed.feeRate,
      minLots: seed.minLots,
      lotStep: seed.lotStep,
      maxLots: seed.maxLots,
      calendar: seed.calendar,
      annualVolatility: seed.annualVolatility,
      referencePrice: seed.referencePrice,
      sortOrder: index,
    })),
  );
}
