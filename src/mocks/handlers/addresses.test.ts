import { describe, expect, it } from 'vitest';
import { api } from '@/lib/lazy-api-client';
import { addressSchema, type Address } from '@/domain/schemas';
import { apiFailure } from '@/testing/api-failure';
import { signInAs } from '@/testing/sign-in';
import { addresses } from './addresses';

const valid = {
  name: 'Maryam Alsayed',
  phone: '97339876543',
  email: 'maryam@example.com',
  city: 'Riffa',
  state: null,
  zip: null,
  country: 'bh',
  details: 'House 12, Road 45, Block 901',
  isDefault: false,
};

const list = async (): Promise<Address[]> =>
  ((await api.get('/user/addresses')).data as { addresses: unknown[] }).addresses.map((a) =>
    addressSchema.parse(a),
  );
const create = async (body: Record<string, unknown> = {}): Promise<Address> => {
  const response = await api.post('/user/addresses', { ...valid, ...body });
  expect(response.status).toBe(201);
  return addressSchema.parse((response.data as { address: unknown }).address);
};
const defaults = async () => (await list()).filter((a) => a.isDefault).map((a) => a.id);

describe('addresses mock API', () => {
  it('seeds Noora with two addresses in Bahrain, the first the default', async () => {
    signInAs('user');
    const [home, riffa, ...rest] = await list();
    expect(rest).toEqual([]);
    expect(home).toMatchObject({ id: 1, country: 'bh', isDefault: true, name: 'Noora Alkhalifa' });
    expect(riffa).toMatchObject({ id: 2, country: 'bh', isDefault: false, city: 'Riffa' });
    for (const seeded of [home, riffa]) expect(seeded!.phone).toMatch(/^\d+$/);
  });

  it('answers 401 to a guest and 403 to an admin', async () => {
    expect((await apiFailure(api.get('/user/addresses'))).status).toBe(401);
    signInAs('admin');
    expect((await apiFailure(api.post('/user/addresses', valid))).status).toBe(403);
  });

  it('saves a new address with 201, trimmed, blank optional fields as null, not the default', async () => {
    signInAs('user');
    const address = await create({ name: '  Maryam Alsayed ', email: '', state: '  ', zip: undefined });
    expect(address).toEqual({ ...valid, id: address.id, email: null });
    expect(await defaults()).toEqual([1]);
    expect((await list()).map((a) => a.id)).toEqual([1, address.id, 2]);
  });

  it('answers 422 with a field error for each required field missing and for a phone that is not digits', async () => {
    signInAs('user');
    const error = await apiFailure(
      api.post('/user/addresses', {
        ...valid,
        name: ' ',
        phone: '+973 3987 6543',
        city: '',
        details: '',
        country: 'fr',
      }),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['city', 'country', 'details', 'name', 'phone']);
    expect(error.fieldErrors.phone).toMatch(/digits only/);
    expect(await list()).toHaveLength(2);
  });

  it('answers 422 for an invalid email and for values longer than the bounds', async () => {
    signInAs('user');
    const error = await apiFailure(
      api.post('/user/addresses', {
        ...valid,
        email: 'maryam@',
        details: 'x'.repeat(301),
        zip: '1'.repeat(21),
        phone: '123456',
      }),
    );
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['details', 'email', 'phone', 'zip']);
  });

  it('makes her first address the default', async () => {
    signInAs('user');
    addresses.remove(() => true);
    const first = await create({ isDefault: false });
    expect(first.isDefault).toBe(true);
    const second = await create();
    expect(second.isDefault).toBe(false);
  });

  it('moves the default to an address saved or updated with isDefault: true', async () => {
    signInAs('user');
    const added = await create({ isDefault: true });
    expect(added.isDefault).toBe(true);
    expect(await defaults()).toEqual([added.id]);
    const response = await api.put('/user/addresses/1', { ...valid, city: 'Muharraq', isDefault: true });
    expect(response.data).toEqual({ address: { ...valid, id: 1, city: 'Muharraq', isDefault: true } });
    expect(await defaults()).toEqual([1]);
  });

  it('keeps the default when it is updated with isDefault: false, so she always has one', async () => {
    signInAs('user');
    await create();
    const response = await api.put('/user/addresses/1', { ...valid, isDefault: false });
    expect((response.data as { address: Address }).address.isDefault).toBe(true);
  });

  it('answers 404 to an update or deletion of an address that is not hers or does not exist', async () => {
    signInAs('user');
    addresses.insert({ ...valid, country: 'bh', id: 50, userId: 'u-other', isDefault: true });
    for (const path of ['/user/addresses/50', '/user/addresses/999', '/user/addresses/abc']) {
      expect((await apiFailure(api.put(path, valid))).status).toBe(404);
      expect((await apiFailure(api.delete(path))).status).toBe(404);
    }
    expect(addresses.find((a) => a.id === 50)).toBeDefined();
  });

  it('answers 422 to an update with an invalid field and keeps the address', async () => {
    signInAs('user');
    const error = await apiFailure(api.put('/user/addresses/1', { ...valid, phone: 'abc' }));
    expect(error.status).toBe(422);
    expect((await list())[0]!.phone).toBe('97333123456');
  });

  it('deletes with 204 and makes another address the default when the default goes', async () => {
    signInAs('user');
    addresses.remove((a) => a.id === 2);
    const other = await create();
    const response = await api.delete('/user/addresses/1');
    expect(response.status).toBe(204);
    expect(await list()).toEqual([{ ...other, isDefault: true }]);
  });
});
