import type { Transaction } from '../db/client.ts';
import { ugcMedia, ugcMediaStreams, ugcStreams, ugcUsers } from '../db/schema/ugc.ts';

export interface UgcSeed {
  users: { id: string; customerId: string; name: string }[];
  streams: {
    id: string;
    customerId: string;
    name: string;
    tag: string;
    categoryId: string;
    categoryPath: string[];
  }[];
  media: {
    id: string;
    customerId: string;
    userId: string;
    caption: string;
    publicId: string;
    width: number;
    height: number;
    createdAt: Date;
    streamIds: string[];
  }[];
}

/** The demo photos (demo/ugc), approved; their pixels are drawn on demand. */
export async function seedUgc(tx: Transaction, data: UgcSeed): Promise<void> {
  await tx.insert(ugcUsers).values(data.users);
  await tx.insert(ugcStreams).values(data.streams);
  await tx.insert(ugcMedia).values(
    data.media.map(({ streamIds: _streams, ...media }) => ({
      ...media,
      status: 'approved' as const,
    })),
  );
  await tx
    .insert(ugcMediaStreams)
    .values(
      data.media.flatMap((media) =>
        media.streamIds.map((streamId) => ({ mediaId: media.id, streamId })),
      ),
    );
}
