/** Runs `work` on every item, eight at a time: file system calls wait on the disk, not on a core. */
export async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: 8 }, lane));
}
