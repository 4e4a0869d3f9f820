import { describe, expect, it } from 'vitest';
import { getContactChannel } from '../../../src/content/company/contact-channels.ts';
import {
  getProductMessage,
  getSubjectMessage,
  getUnlistedMessage,
} from '../../../src/content/company/whatsapp-messages.ts';

const url = 'https://www.example.com/product-details/Humic_12%25_%2B_Fulvic_3%25/HF-123';

describe('WhatsApp messages', () => {
  it('about a product: its name, its code and the address of its page, on a line of its own', () => {
    expect(getProductMessage({ name: 'Humic 12% + Fulvic 3%', code: 'HF-123', url })).toBe(
      `Hello, I would like to know more about Humic 12% + Fulvic 3% (HF-123).\n${url}`,
    );
  });

  it('about a product without a code: no empty brackets', () => {
    expect(
      getProductMessage({ name: 'Neem Oil', code: null, url: 'https://www.example.com/product-details/Neem_Oil' }),
    ).toBe('Hello, I would like to know more about Neem Oil.\nhttps://www.example.com/product-details/Neem_Oil');
    expect(getProductMessage({ name: 'Neem Oil', url })).not.toContain('()');
  });

  it('in the page language, English by default', () => {
    const product = { name: 'Neem Oil', code: 'NO-1', url };
    expect(getProductMessage(product, 'en')).toBe(getProductMessage(product));
  });

  it("in Hindi about a Hindi page (its address under /hi/), with the product's name, code and that address", () => {
    const hindiUrl = 'https://www.example.com/hi/Orthosilicic_Acid';
    const product = { name: 'Orthosilicic Acid 2% WSL', code: 'FX OSA 02', url: hindiUrl };
    expect(getProductMessage(product)).toBe(
      `नमस्ते, मुझे Orthosilicic Acid 2% WSL (FX OSA 02) के बारे में और जानकारी चाहिए।\n${hindiUrl}`,
    );
    expect(getProductMessage(product, 'en')).toMatch(/^Hello, /);
    expect(getProductMessage({ name: 'Neem Oil', url }, 'hi')).not.toContain('()');
    expect(getSubjectMessage('सिलिकॉन सुपर स्प्रेडर', 'hi')).toMatch(/^नमस्ते, /);
    expect(getUnlistedMessage('पेंट एडिटिव्स', 'hi')).toContain('पेंट एडिटिव्स');
  });

  it('about a category or a range, and about a category with nothing listed', () => {
    expect(getSubjectMessage('Fertilizers')).toBe('Hello, I am interested in Fertilizers. Please share details.');
    expect(getUnlistedMessage('Essential Oil')).toBe(
      'Hello, I am looking for Essential Oil. Please share the available grades.',
    );
  });

  it('reaches the chat whole: the link’s text parameter reads back as the message, address included', () => {
    const message = getProductMessage({ name: 'Humic 12% + Fulvic 3% & more?', code: 'HF-123', url });
    const href = getContactChannel('whatsapp', { message, mode: 'development' }).href!;
    const text = new URL(href).searchParams.get('text');
    expect(text).toBe(message);
    expect(text).toContain(url);
  });
});
