/** Methods that change something: audited, guarded against doubles, refused on a full disk. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
