/**
 * A phone number inside text in either language: isolated and left to right ('+973 1700 0000', never
 * '0000 1700 973+'), and on one line.
 */
export function PhoneNumber({ number }: { number: string }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {number}
    </bdi>
  );
}
