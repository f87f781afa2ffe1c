export const httpClient = async <T>(url: string, init: RequestInit): Promise<T> => {
  const res = await fetch(url, init);
  return (await res.json()) as T;
};
